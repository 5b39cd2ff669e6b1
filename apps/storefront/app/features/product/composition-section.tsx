import {
  allergenMessages,
  claimMessages,
  MANDATORY_STATEMENTS,
  statementMessages,
  warningMessages,
} from '@vitrine/food-information';
import type { NutrientLine } from '@vitrine/food-information';
import { VisuallyHidden } from '@vitrine/ui';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopIntl } from '../../i18n/intl.ts';
import { compositionMessages } from './composition.messages.ts';
import type { Composition } from './product.model.ts';
import styles from './composition-section.module.css';

export const COMPOSITION_ANCHOR = 'composition';

function amountOf(intl: ShopIntl, line: NutrientLine): string {
  // Live cultures are counted in billions ("10 milliards UFC"), masses as the label prints them.
  const amount =
    line.unit === 'UFC'
      ? intl.formatNumber(line.amount, { notation: 'compact', compactDisplay: 'long' })
      : intl.formatNumber(line.amount, { maximumFractionDigits: 2 });
  return intl.formatMessage(compositionMessages.amount, { amount, unit: line.unit });
}

/**
 * What the law asks a distance seller of food supplements to give before the purchase (decision
 * 165): the sales name, the nutrition table per daily portion with the % of reference intakes,
 * the ingredients with their allergens in bold, the daily portion and how to take it, the
 * mandatory statements and warnings, storage, net quantity and the authorised claims.
 */
export function CompositionSection({ composition }: { composition: Composition }) {
  const intl = useIntl();
  const { dailyPortion } = composition;
  const statements = MANDATORY_STATEMENTS.filter((statement) => statement !== 'salesName');
  return (
    <section
      id={COMPOSITION_ANCHOR}
      className={styles.composition}
      aria-labelledby={`${COMPOSITION_ANCHOR}-title`}
    >
      <p className={styles.salesName}>{intl.formatMessage(statementMessages.salesName)}</p>
      <h2 id={`${COMPOSITION_ANCHOR}-title`} className={styles.title}>
        {intl.formatMessage(compositionMessages.title)}
      </h2>
      <div className={styles.columns}>
        <div className={styles.facts}>
          {composition.nutrients.length > 0 ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>
                  {dailyPortion
                    ? intl.formatMessage(compositionMessages.nutritionCaption, {
                        portion: dailyPortion,
                      })
                    : intl.formatMessage(compositionMessages.nutritionCaptionNoPortion)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(compositionMessages.substance)}</th>
                    <th scope="col">{intl.formatMessage(compositionMessages.perPortion)}</th>
                    <th scope="col">{intl.formatMessage(compositionMessages.referenceIntake)}</th>
                  </tr>
                </thead>
                <tbody>
                  {composition.nutrients.map((line) => (
                    <tr key={line.name}>
                      <th scope="row">{line.name}</th>
                      <td>{amountOf(intl, line)}</td>
                      <td>
                        {line.percentOfReferenceIntake === null ? (
                          <>
                            <span aria-hidden="true">–</span>
                            <VisuallyHidden>
                              {intl.formatMessage(compositionMessages.noReferenceIntake)}
                            </VisuallyHidden>
                          </>
                        ) : (
                          intl.formatMessage(compositionMessages.percent, {
                            percent: intl.formatNumber(line.percentOfReferenceIntake),
                          })
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.footnote}>
                {intl.formatMessage(compositionMessages.referenceFootnote)}
              </p>
            </div>
          ) : null}
          {composition.claims.length > 0 ? (
            <div className={styles.block}>
              <h3 className={styles.heading}>{intl.formatMessage(compositionMessages.claims)}</h3>
              <ul className={styles.claims}>
                {composition.claims.map((claim) => (
                  <li key={claim}>{intl.formatMessage(claimMessages[claim])}.</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={styles.label}>
          {composition.ingredients.length > 0 ? (
            <div className={styles.block}>
              <h3 className={styles.heading}>
                {intl.formatMessage(compositionMessages.ingredients)}
              </h3>
              <p className={styles.ingredients}>
                {composition.ingredients.map((line, index) => (
                  <span key={`${line.name}-${index}`}>
                    {index > 0 ? ', ' : ''}
                    {line.allergen ? <strong>{line.name}</strong> : line.name}
                  </span>
                ))}
                .
              </p>
              {composition.allergens.length > 0 ? (
                <p className={styles.note}>
                  {intl.formatMessage(compositionMessages.allergens, {
                    allergens: intl.formatList(
                      composition.allergens.map((allergen) =>
                        intl.formatMessage(allergenMessages[allergen]),
                      ),
                    ),
                  })}
                </p>
              ) : null}
            </div>
          ) : null}
          {dailyPortion || composition.usage ? (
            <div className={styles.block}>
              <h3 className={styles.heading}>{intl.formatMessage(compositionMessages.usage)}</h3>
              {dailyPortion ? (
                <p>
                  {intl.formatMessage(compositionMessages.dailyPortion, { portion: dailyPortion })}
                </p>
              ) : null}
              {composition.usage ? <p>{composition.usage}</p> : null}
            </div>
          ) : null}
          <div className={styles.block}>
            <h3 className={styles.heading}>
              {intl.formatMessage(compositionMessages.precautions)}
            </h3>
            <ul className={styles.precautions}>
              {statements.map((statement) => (
                <li key={statement}>{intl.formatMessage(statementMessages[statement])}</li>
              ))}
              {composition.warnings.map((warning) => (
                <li key={warning}>{intl.formatMessage(warningMessages[warning])}</li>
              ))}
            </ul>
          </div>
          {composition.storage || composition.netQuantity ? (
            <div className={styles.block}>
              <h3 className={styles.heading}>{intl.formatMessage(compositionMessages.storage)}</h3>
              {composition.storage ? <p>{composition.storage}</p> : null}
              {composition.netQuantity ? (
                <p>
                  {intl.formatMessage(compositionMessages.netQuantity, {
                    quantity: composition.netQuantity,
                  })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

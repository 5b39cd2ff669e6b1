// @vitest-environment node
/**
 * The storefront renders on the server: every component must render to a string without a DOM,
 * and modals render nothing until they mount in the browser.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavDrawer } from './nav-drawer/nav-drawer.tsx';
import {
  Accordion,
  Badge,
  Breadcrumbs,
  Button,
  Checkbox,
  Dialog,
  Dropdown,
  ErrorView,
  Field,
  FilterSidebar,
  FormError,
  Image,
  MegaMenu,
  NeedHelp,
  OnlineIndicator,
  PageLoadingBar,
  PageShimmer,
  Pagination,
  Password,
  Price,
  ProductGallery,
  QuantityStepper,
  RadioGroup,
  RatingSummary,
  Select,
  SidePanel,
  Slider,
  SortControl,
  SubscriptionOffer,
  Tabs,
  TextInput,
  ToastProvider,
} from './index.ts';
import { aMenuTree } from './testing/menu.fixtures.ts';
import { aNeedHelpContact } from './testing/need-help.fixtures.ts';
import { aBreadcrumbTrail, someFilterGroups, someSortOptions } from './testing/catalog.fixtures.ts';
import { aProductGallery, svgImageUrl } from './testing/images.fixtures.ts';

const noop = () => undefined;
const euros = (amount: number) => ({ amount, currency: 'EUR' });

const cases: [string, React.ReactElement][] = [
  [
    'Accordion',
    <Accordion key="a" sections={[{ id: 'a', title: 'Q', content: 'A', isOpen: true }]} />,
  ],
  ['Badge', <Badge key="a" count={120} />],
  ['Breadcrumbs', <Breadcrumbs key="a" items={aBreadcrumbTrail()} />],
  ['Button', <Button key="a">Go</Button>],
  ['Checkbox', <Checkbox key="a" label="Yes" />],
  [
    'Dropdown',
    <Dropdown key="a" label="Need Help?">
      x
    </Dropdown>,
  ],
  ['ErrorView', <ErrorView key="a" />],
  [
    'Field',
    <Field key="a" label="Email" error="Is required.">
      <TextInput />
    </Field>,
  ],
  [
    'FilterSidebar',
    <FilterSidebar
      key="a"
      groups={someFilterGroups()}
      selected={{}}
      onToggle={noop}
      onClearAll={noop}
    />,
  ],
  ['FormError', <FormError key="a" errors={['Oops']} />],
  ['Image', <Image key="a" src="/a.jpg" alt="A" buildUrl={svgImageUrl} priority />],
  ['MegaMenu', <MegaMenu key="a" categories={aMenuTree()} />],
  ['NeedHelp', <NeedHelp key="a" contact={aNeedHelpContact()} />],
  ['OnlineIndicator', <OnlineIndicator key="a" isOnline={false} />],
  ['PageLoadingBar', <PageLoadingBar key="a" isLoading />],
  ['PageShimmer', <PageShimmer key="a" type="CATEGORY" />],
  [
    'Pagination',
    <Pagination key="a" currentPage={2} totalPages={5} getHref={(page) => `?page=${page}`} />,
  ],
  ['Password', <Password key="a" aria-label="Password" />],
  ['Price', <Price key="a" final={euros(1290)} regular={euros(1590)} />],
  ['ProductGallery', <ProductGallery key="a" images={aProductGallery(3)} buildUrl={svgImageUrl} />],
  ['QuantityStepper', <QuantityStepper key="a" value={2} onChange={noop} />],
  [
    'RadioGroup',
    <RadioGroup
      key="a"
      legend="L"
      name="n"
      options={[{ value: 'a', label: 'A' }]}
      value="a"
      onChange={noop}
    />,
  ],
  ['RatingSummary', <RatingSummary key="a" rating={4} reviewCount={3} />],
  ['Select', <Select key="a" aria-label="S" options={[{ value: 'a', label: 'A' }]} />],
  ['Slider', <Slider key="a" label="S" slides={['a', 'b']} autoplay />],
  [
    'SortControl',
    <SortControl key="a" options={someSortOptions()} value="price_ASC" onChange={noop} />,
  ],
  [
    'SubscriptionOffer',
    <SubscriptionOffer
      key="a"
      oneTimePrice={euros(2490)}
      subscriptionPrice={euros(2117)}
      frequencies={[{ value: '30', label: '30 days' }]}
      subscribed
      frequency="30"
      onSubscribedChange={noop}
      onFrequencyChange={noop}
    />,
  ],
  ['Tabs', <Tabs key="a" tabs={[{ id: 'a', label: 'A', content: 'a' }]} />],
  ['ToastProvider', <ToastProvider key="a">page</ToastProvider>],
];

describe('server rendering', () => {
  it.each(cases)('renders %s to HTML without a DOM', (_name, element) => {
    expect(typeof document).toBe('undefined');
    expect(renderToString(element).length).toBeGreaterThan(0);
  });

  it('renders open modals as nothing on the server (they portal in after mounting)', () => {
    const modals = [
      <Dialog key="d" isOpen onClose={noop} title="T">
        x
      </Dialog>,
      <SidePanel key="s" isOpen onClose={noop} title="T">
        x
      </SidePanel>,
    ];
    for (const modal of modals) expect(renderToString(modal)).toBe('');
    const drawer = renderToString(
      <NavDrawer
        isOpen
        view="menu"
        categories={aMenuTree()}
        onClose={noop}
        onBack={noop}
        onCategory={noop}
        onAccount={noop}
      />,
    );
    expect(drawer).toContain('role="dialog"');
  });
});

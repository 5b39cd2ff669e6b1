import type { BackgroundSettings } from '@vitrine/rich-content';
import { FamilyView } from '../block-registry.tsx';
import { hasBackgroundLayers } from './background-kind.ts';

/**
 * The parallax and video layers behind a block's content, when it has any: their code (the video
 * players, the parallax) is the `background` family's, fetched only for content that needs it.
 */
export function BlockBackground({
  background,
  className,
}: {
  background: BackgroundSettings;
  className: string;
}) {
  if (!hasBackgroundLayers(background)) return null;
  return (
    <FamilyView
      family="background"
      render={(m) => <m.BackgroundLayers background={background} className={className} />}
    />
  );
}

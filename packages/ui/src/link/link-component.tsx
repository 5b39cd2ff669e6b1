import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/** What the design system passes to the app's link component. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders an internal link, e.g. react-router's `Link` adapted to `href`. */
export type LinkComponent = ComponentType<LinkRenderProps>;

function PlainAnchor({ ref, ...props }: LinkRenderProps) {
  return <a ref={ref} {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Makes every internal link the design system renders (breadcrumbs, menus, pagination, 'Take me
 * home') use the app's client-side navigation. Without it they are plain anchors.
 */
export function LinkComponentProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children?: ReactNode;
}) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** The link component in use: the app's, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

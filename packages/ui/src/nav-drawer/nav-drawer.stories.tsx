import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Field } from '../field/field.tsx';
import { Link } from '../link/link.tsx';
import {
  NAV_DRAWER,
  drawerMachine,
  selectCurrentCategory,
  selectDrawerView,
} from '../machines/drawer.machine.ts';
import type { MenuCategory } from '../mega-menu/menu.model.ts';
import { Password } from '../password/password.tsx';
import { TextInput } from '../text-input/text-input.tsx';
import { aMenuTree } from '../testing/menu.fixtures.ts';
import { NavDrawer } from './nav-drawer.tsx';

function findCategory(tree: readonly MenuCategory[], uid: string | null): MenuCategory | null {
  if (!uid) return null;
  for (const category of tree) {
    if (category.uid === uid) return category;
    const found = findCategory(category.children ?? [], uid);
    if (found) return found;
  }
  return null;
}

function SignInForm({ onForgot, onCreate }: { onForgot: () => void; onCreate: () => void }) {
  return (
    <form
      style={{ display: 'grid', gap: 'var(--space-5)', paddingTop: 'var(--space-4)' }}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Adresse e-mail">
        <TextInput type="email" autoComplete="email" />
      </Field>
      <Field label="Mot de passe">
        <Password />
      </Field>
      <Button priority="low" onClick={onForgot}>
        Mot de passe oublié ?
      </Button>
      <Button type="submit" priority="high" fullWidth>
        Se connecter
      </Button>
      <Button priority="normal" fullWidth onClick={onCreate}>
        Créer un compte
      </Button>
    </form>
  );
}

/** The drawer wired to the drawer machine, as the storefront does it. */
function Connected({ firstName, startOpen }: { firstName?: string; startOpen: boolean }) {
  const tree = aMenuTree();
  const actor = useActorRef(drawerMachine);
  const snapshot = useSelector(actor, (s) => s);
  const view = selectDrawerView(snapshot) ?? 'menu';
  const current = findCategory(tree, selectCurrentCategory(snapshot));
  useEffect(() => {
    if (startOpen) actor.send({ type: 'drawer.toggle', name: NAV_DRAWER });
  }, [actor, startOpen]);
  return (
    <>
      <Button
        priority="normal"
        onClick={() => actor.send({ type: 'drawer.toggle', name: NAV_DRAWER })}
      >
        Menu
      </Button>
      <NavDrawer
        isOpen={snapshot.context.drawer === NAV_DRAWER}
        view={view}
        categories={current?.children ?? tree}
        currentCategory={current}
        firstName={firstName}
        onClose={() => actor.send({ type: 'drawer.close' })}
        onBack={() => actor.send({ type: 'nav.back' })}
        onCategory={(uid) => actor.send({ type: 'nav.category', uid })}
        onAccount={() => actor.send({ type: firstName ? 'nav.myAccount' : 'nav.signIn' })}
        switchers={<span style={{ fontSize: 'var(--font-size-sm)' }}>FR · EUR</span>}
        renderView={(drawerView) =>
          drawerView === 'signIn' ? (
            <SignInForm
              onForgot={() => actor.send({ type: 'nav.forgotPassword' })}
              onCreate={() => actor.send({ type: 'nav.createAccount' })}
            />
          ) : drawerView === 'myAccount' ? (
            <ul style={{ display: 'grid', gap: 'var(--space-4)', paddingInlineStart: '1rem' }}>
              <li>
                <Link href="/order-history">Mes commandes</Link>
              </li>
              <li>
                <Link href="/address-book">Mes adresses</Link>
              </li>
            </ul>
          ) : (
            <p>Formulaire « {drawerView} »</p>
          )
        }
      />
    </>
  );
}

const tree = aMenuTree();
const vitalite = tree[0]!;

const meta = {
  title: 'Navigation/NavDrawer',
  component: NavDrawer,
  args: {
    isOpen: true,
    view: 'menu',
    categories: tree,
    currentCategory: null,
    onClose: fn(),
    onBack: fn(),
    onCategory: fn(),
    onAccount: fn(),
    switchers: <span style={{ fontSize: 'var(--font-size-sm)' }}>FR · EUR</span>,
    renderView: (view) => <p>Formulaire « {view} »</p>,
  },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainMenu: Story = {};
export const InCategory: Story = {
  args: { categories: vitalite.children ?? [], currentCategory: vitalite },
};
export const SignedInMenu: Story = { args: { firstName: 'Camille' } };
export const SignInView: Story = {
  args: { view: 'signIn', renderView: () => <SignInForm onForgot={fn()} onCreate={fn()} /> },
};

/** Wired to the drawer machine: browse categories, Back climbs the tree and closes at the root. */
export const Interactive: Story = { render: () => <Connected startOpen /> };
export const InteractiveSignedIn: Story = {
  render: () => <Connected startOpen firstName="Camille" />,
};

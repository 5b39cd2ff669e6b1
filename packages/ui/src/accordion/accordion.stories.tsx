import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion.tsx';

const faq = [
  {
    id: 'when',
    title: 'Quand prendre le magnésium ?',
    content: (
      <p style={{ margin: 0 }}>
        Deux gélules par jour, de préférence au dîner, avec un grand verre d’eau.
      </p>
    ),
    isOpen: true,
  },
  {
    id: 'how-long',
    title: 'Combien de temps dure une cure ?',
    content: (
      <p style={{ margin: 0 }}>
        Une cure dure un mois ; elle peut être renouvelée après une pause d’une semaine.
      </p>
    ),
  },
  {
    id: 'pregnancy',
    title: 'Puis-je en prendre pendant la grossesse ?',
    content: (
      <p style={{ margin: 0 }}>
        Demandez l’avis de votre médecin ou de votre pharmacien avant toute supplémentation.
      </p>
    ),
    isOpen: true,
  },
];

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: { sections: faq },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the first flagged section opens when one at a time is allowed. */
export const Single: Story = {};
export const Multiple: Story = { args: { canOpenMultiple: true } };
export const AllClosed: Story = {
  args: { sections: faq.map((section) => ({ ...section, isOpen: false })) },
};

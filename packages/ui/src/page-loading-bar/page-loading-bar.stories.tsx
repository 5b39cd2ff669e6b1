import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { PageLoadingBar } from './page-loading-bar.tsx';

const meta = {
  title: 'Feedback/PageLoadingBar',
  component: PageLoadingBar,
  args: { isLoading: true },
} satisfies Meta<typeof PageLoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Off: Story = { args: { isLoading: false } };

/** Toggle the loading flag to watch loading → done → off (750 ms). */
export const Interactive: Story = {
  render: function Render() {
    const [loading, setLoading] = useState(false);
    return (
      <>
        <PageLoadingBar isLoading={loading} />
        <Button priority="high" onClick={() => setLoading((value) => !value)}>
          {loading ? 'Terminer le chargement' : 'Lancer une navigation'}
        </Button>
      </>
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { aNeedHelpContact } from '../testing/need-help.fixtures.ts';
import { NeedHelp, NeedHelpDropdown } from './need-help.tsx';

const meta = {
  title: 'Navigation/NeedHelp',
  component: NeedHelp,
  args: { contact: aNeedHelpContact() },
} satisfies Meta<typeof NeedHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {};
export const UnderscoreTimezone: Story = {
  args: { contact: aNeedHelpContact({ timezone: 'America/New_York' }) },
};
export const PhoneOnly: Story = { args: { contact: aNeedHelpContact({ email: null }) } };
export const Loading: Story = { args: { contact: null, isLoading: true } };
export const Error: Story = { args: { contact: null, hasError: true } };
export const NoContact: Story = {
  args: { contact: aNeedHelpContact({ email: null, phoneNumber: null }) },
};

/** The checkout header's dropdown: hover, focus or tap 'Need Help?'. */
export const InDropdown: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
      <NeedHelpDropdown {...args} onFirstOpen={fn()} />
    </div>
  ),
};

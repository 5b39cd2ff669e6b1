import { TextInput } from '@vitrine/ui';
import type { TextInputProps } from '@vitrine/ui';

/**
 * The e-mail input of every form of the shop: the e-mail keyboard, autofill, and no capital or
 * spelling fix a phone would add to an address.
 */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
}

import { useT } from '../../../shared/i18n/index.ts';
import { TextField, type TextFieldProps } from '../../../shared/ui/fields.tsx';

/** The required email input of the register, forgot and reset screens (Latin text, left to right). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <TextField
      label={t('common.field.email')}
      type="email"
      autoComplete="email"
      dir="ltr"
      className="text-start"
      required
      {...props}
    />
  );
}

import { addStaffBodySchema } from '@dars/core/contract';
import { FormDialog } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { PasswordField, TextField } from '../../../shared/ui/fields.tsx';
import { useAddStaff } from '../api/staff.ts';

const EMPTY = { name: '', email: '', phoneNumber: '', password: '' };

/** The teacher adds an assistant with a temporary password; checked by the server's schema first. */
export function AddStaffDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const add = useAddStaff();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('teacher.staff.add')}
      schema={addStaffBodySchema}
      defaultValues={EMPTY}
      submitLabel={t('teacher.staff.add')}
      successText={t('teacher.staff.added')}
      onSubmit={(body) => add.mutateAsync(body)}
    >
      {(form) => (
        <>
          <div>
            <TextField label={t('teacher.staff.name')} {...form.text('name')} />
            {form.error('name')}
          </div>
          <div>
            <TextField type="email" dir="ltr" label={t('teacher.staff.email')} {...form.text('email')} />
            {form.error('email')}
          </div>
          <div>
            <TextField
              dir="ltr"
              inputMode="tel"
              label={t('teacher.staff.phone')}
              {...form.text('phoneNumber')}
            />
            {form.error('phoneNumber')}
          </div>
          <div>
            <PasswordField label={t('teacher.staff.password')} {...form.text('password')} />
            {form.error('password')}
          </div>
        </>
      )}
    </FormDialog>
  );
}

import type { StudentDetail } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { deviceNameOf } from '../device-name.ts';
import { useWhen } from '../use-when.ts';
import { StudentCard } from './StudentCard.tsx';

/** The devices the student signed in from ("Chrome on Android"), first and last seen. */
export function DevicesCard({
  student,
  reset,
  onReset,
}: {
  student: StudentDetail;
  reset: Parameters<typeof SaveStatus>[0]['state'];
  onReset(): void;
}) {
  const t = useT();
  const when = useWhen();
  return (
    <StudentCard
      title={t('teacher.students.devices')}
      actions={
        <span className="flex flex-wrap items-center gap-2">
          <SaveStatus
            state={reset}
            success={t('teacher.students.devicesReset')}
            fallback="teacher.loadFailed"
          />
          <Button size="sm" variant="outline" onClick={onReset}>
            {t('teacher.students.resetDevices')}
          </Button>
        </span>
      }
    >
      {student.devices.length === 0 ? (
        <p className="text-sm text-gray-600">{t('teacher.students.noDevices')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm">
          {student.devices.map((device) => {
            const name = deviceNameOf(device.userAgent);
            return (
              <li key={device.id} className="py-2" data-testid="device">
                <p className="font-semibold">
                  {name
                    ? t('teacher.students.deviceName', { ...name })
                    : t('teacher.students.unknownBrowser')}
                </p>
                <p className="text-gray-600">
                  {t('teacher.students.firstSeen')}: {when(device.firstSeenAt)} ·{' '}
                  {t('teacher.students.lastSeen')}: {when(device.lastSeenAt)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </StudentCard>
  );
}

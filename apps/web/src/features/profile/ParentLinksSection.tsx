import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { ParentLinkPanel } from '../../shared/parent-links/ParentLinkPanel.tsx';

const KEY = ['my-parent-links'];

/** The student's own parent links: make one, share it on WhatsApp, revoke it. */
export function ParentLinksSection() {
  const t = useT();
  const { user } = useAuth();
  const client = useQueryClient();
  // read when opened, so the profile form's own requests stay the only ones at first
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await call('myParentLinks', {}, { signal })).data?.items ?? [],
    enabled: open,
  });
  if (!user) return null;
  return (
    <details
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-lg font-bold">{t('parentLinks.title')}</summary>
      {open && (
        <ParentLinkPanel
          studentName={user.name}
          defaultPhone={user.parentPhone ?? ''}
          links={query.data ?? []}
          onCreate={async (body) => {
            const answer = await call('createMyParentLink', body);
            await client.invalidateQueries({ queryKey: KEY });
            if (!answer.data) throw new Error('no link');
            return answer.data;
          }}
          onRevoke={async (linkId) => {
            await call('revokeMyParentLink', { linkId });
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </details>
  );
}

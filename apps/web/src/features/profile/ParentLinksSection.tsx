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
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await call('myParentLinks', {}, { signal })).data?.items ?? [],
  });
  if (!user) return null;
  return (
    <section className="mt-6 rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-lg font-bold">{t('parentLinks.title')}</h2>
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
    </section>
  );
}

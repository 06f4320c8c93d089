import './messages.ts';
import { useState } from 'react';
import { PageHeader } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { BatchList } from './components/BatchList.tsx';
import { CodeLookup } from './components/CodeLookup.tsx';
import { CreateBatchForm } from './components/CreateBatchForm.tsx';
import { CreatedBatchPanel, type CreatedBatch } from './components/CreatedBatch.tsx';

/** Code batches: make one (its codes shown once, as CSV and cards), look a code up, follow and revoke. */
export default function CodesPage() {
  const t = useT();
  const [created, setCreated] = useState<CreatedBatch | null>(null);
  return (
    <section className="space-y-5">
      <PageHeader title={t('teacher.codes.title')} hint={t('teacher.codes.hint')} />
      {created ? (
        <CreatedBatchPanel created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateBatchForm onCreated={setCreated} />
      )}
      <CodeLookup />
      <BatchList />
    </section>
  );
}

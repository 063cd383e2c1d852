import { DocumentsScreen } from '../features/supplier-documents/components/documents-screen';
import { MessageCard } from '../components/ui/message-card';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

/** /documents: the supplier's compliance documents. */
export function DocumentsPage() {
  const session = useSignedInUser();
  if (!session.supplierId) {
    return <MessageCard title="Documents">Documents belong to a supplier account.</MessageCard>;
  }
  return (
    <Page title="Documents" subtitle="Your certificates, insurance and other compliance documents." size="xl">
      <DocumentsScreen supplierId={session.supplierId} canApprove={false} />
    </Page>
  );
}

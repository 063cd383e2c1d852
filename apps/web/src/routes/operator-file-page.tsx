import { useNavigate } from 'react-router';
import { OPERATOR_FILE_TABS } from '@charter/shared';
import { OperatorFileView } from '../features/operator-file/components/operator-file-view';
import { useSignedInUser } from '../lib/session/session-context';

interface OperatorFilePageProps {
  charterId: string;
  supplierId: string;
  activeKey: string | undefined;
  /** The charter's detail route. */
  detailHref: string;
}

/** {charter}/supplier/{supplierId}[/{activeKey}]: the operator of a bid, read only; admins also reach its management page. */
export function OperatorFilePage({ charterId, supplierId, activeKey, detailHref }: OperatorFilePageProps) {
  const navigate = useNavigate();
  const session = useSignedInUser();
  const tab = OPERATOR_FILE_TABS.find((t) => t.toLowerCase() === (activeKey ?? '').toLowerCase()) ?? 'Detail';
  const href = `${detailHref}/supplier/${supplierId}`;
  return (
    <OperatorFileView
      key={`${charterId}/${supplierId}`}
      charterId={charterId}
      supplierId={supplierId}
      tab={tab}
      onTabChange={(t) => void navigate(t === 'Detail' ? href : `${href}/${t}`)}
      backHref={`${detailHref}/Bids`}
      manageHref={session.role === 'Admin' ? `/manageSuppliers/${supplierId}/Detail` : undefined}
    />
  );
}

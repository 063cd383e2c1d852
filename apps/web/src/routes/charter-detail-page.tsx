import { useNavigate, useParams } from 'react-router';
import { formatJobReference } from '@charter/shared';
import { CharterDetailView, DETAIL_TABS, type DetailTab } from '../features/charter-detail/components/charter-detail-view';
import { ItemActions } from '../features/workflow-actions/components/item-actions';

/**
 * {base}/{list}/{activeKey}/{charterRequestId}[/{tab or appRoute}]: a charter with its workflow
 * buttons. Route-type actions lead to {charter}/{appRoute} (e.g. Bids).
 */
export function CharterDetailPage({ base }: { base: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.charterRequestId ?? '';
  const listHref = `${base}/${params.list ?? 'Me'}/${params.activeKey ?? 'Live'}`;
  const detailHref = `${listHref}/${id}`;
  const segment = (params['*'] ?? '').split('/')[0]?.toLowerCase() ?? '';
  const tab: DetailTab = DETAIL_TABS.find((t) => t.toLowerCase() === segment) ?? 'Detail';

  return (
    <CharterDetailView
      key={id}
      id={id}
      tab={tab}
      onTabChange={(t) => void navigate(t === 'Detail' ? detailHref : `${detailHref}/${t}`)}
      hrefOf={(other) => `${listHref}/${other}`}
      backHref={listHref}
      renderActions={(charter) => (
        <ItemActions
          entity="CharterRequest"
          id={charter.id}
          itemLabel={formatJobReference(charter.jobReference)}
          onRoute={(appRoute) => void navigate(`${detailHref}/${appRoute.replace(/^\/+/, '')}`)}
        />
      )}
    />
  );
}

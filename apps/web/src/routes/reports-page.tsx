import { Navigate, useNavigate, useParams } from 'react-router';
import { REPORT_KINDS, REPORT_TITLES, SPEND_REPORT_TITLE, can, type ReportKind, type SessionUser } from '@charter/shared';
import { Page } from '../components/ui/page';
import { ReportScreen } from '../features/reports/components/report-screen';
import { ReportTabs, type ReportTab } from '../features/reports/components/report-tabs';
import { SpendScreen } from '../features/reports/components/spend-screen';
import { useSignedInUser } from '../lib/session/session-context';
import { NotFoundPage } from './not-found-page';

type Report = ReportKind | 'spend';

const TITLES: Record<Report, string> = { ...REPORT_TITLES, spend: SPEND_REPORT_TITLE };

const SUBTITLES: Record<Report, string> = {
  charters: 'Charter requests made in the dates chosen, with their operator and prices.',
  payload: 'Each sector of the confirmed flights in the dates chosen: what it may carry, what its passenger list weighs and what is left.',
  departures: 'Confirmed flights departing in the dates chosen, and whether their passenger lists are complete.',
  jobTracker: 'What up to five operators bid on in the dates chosen, what they won, and each job’s history.',
  spend:
    'Charters requested in the dates chosen, by month: how many were awarded or cancelled, how many operators bid, what was spent and how the prices compare with the estimates.',
};

/**
 * The reports a user may open (core section 6: the client side has the payload report; ADR 0046:
 * admins, clients and departments the spend report).
 */
function reportsFor(session: SessionUser): Report[] {
  const kinds: Report[] = can(session, 'viewReports') ? [...REPORT_KINDS] : can(session, 'viewPayloadReport') ? ['payload'] : [];
  return can(session, 'viewSpendReport') ? [...kinds, 'spend'] : kinds;
}

/** /reports and /reports/{report}: payload, departures, charters, jobTracker, spend. */
export function ReportsPage() {
  const session = useSignedInUser();
  const navigate = useNavigate();
  const kinds = reportsFor(session);
  const report = useParams().report;
  if (!report) return <Navigate to={`/reports/${kinds[0] ?? 'payload'}`} replace />;
  const kind = kinds.find((k) => k.toLowerCase() === report.toLowerCase());
  if (!kind) return <NotFoundPage />;
  const tabs: ReportTab[] = kinds.map((k) => ({ key: k, label: TITLES[k] }));
  return (
    <Page title={kinds.length > 1 ? 'Reports' : TITLES[kind]} subtitle={SUBTITLES[kind]} size="xl">
      <ReportTabs tabs={tabs} active={kind} onChange={(k) => void navigate(`/reports/${k}`)} />
      {/* A new report starts from its own default range. */}
      {kind === 'spend' ? <SpendScreen key={kind} /> : <ReportScreen key={kind} kind={kind} />}
    </Page>
  );
}

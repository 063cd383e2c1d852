import { Navigate, useNavigate, useParams } from 'react-router';
import { REPORT_KINDS, REPORT_TITLES, can, type ReportKind, type SessionUser } from '@charter/shared';
import { Page } from '../components/ui/page';
import { ReportScreen } from '../features/reports/components/report-screen';
import { ReportTabs } from '../features/reports/components/report-tabs';
import { useSignedInUser } from '../lib/session/session-context';
import { NotFoundPage } from './not-found-page';

const SUBTITLES: Record<ReportKind, string> = {
  charters: 'Charter requests made in the dates chosen, with their operator and prices.',
  payload: 'Each sector of the confirmed flights in the dates chosen: what it may carry, what its passenger list weighs and what is left.',
  departures: 'Confirmed flights departing in the dates chosen, and whether their passenger lists are complete.',
  jobTracker: 'What up to five operators bid on in the dates chosen, what they won, and each job’s history.',
};

/** The reports a user may open (core section 6: the client side has the payload report only). */
function reportsFor(session: SessionUser): ReportKind[] {
  if (can(session, 'viewReports')) return [...REPORT_KINDS];
  return can(session, 'viewPayloadReport') ? ['payload'] : [];
}

/** /reports and /reports/{report}: payload, departures, charters, jobTracker. */
export function ReportsPage() {
  const session = useSignedInUser();
  const navigate = useNavigate();
  const kinds = reportsFor(session);
  const report = useParams().report;
  if (!report) return <Navigate to={`/reports/${kinds[0] ?? 'payload'}`} replace />;
  const kind = kinds.find((k) => k.toLowerCase() === report.toLowerCase());
  if (!kind) return <NotFoundPage />;
  return (
    <Page title={kinds.length > 1 ? 'Reports' : REPORT_TITLES[kind]} subtitle={SUBTITLES[kind]} size="xl">
      <ReportTabs kinds={kinds} active={kind} onChange={(k) => void navigate(`/reports/${k}`)} />
      {/* A new report starts from its own default range. */}
      <ReportScreen key={kind} kind={kind} />
    </Page>
  );
}

import { DEFAULT_TIME_ZONE, formatLocal, formatLocalDay } from '../time/local-time.js';

/**
 * The documents an operator must keep current: the settings list of this name, one value per
 * document category. Its referenceId marks what a category carries besides an expiry: the Air
 * Operator Certificate lists the aircraft flown under it, the insurance its liability cover.
 */
export const REQUIRED_DOCUMENTS_LIST = 'RequiredDocuments';
export const AOC_KIND = 'AOC';
export const LIABILITY_COVER_KIND = 'LiabilityCover';
/** What a fresh installation requires: [referenceId, category]. */
export const DEFAULT_REQUIRED_DOCUMENTS: [string, string][] = [
  [AOC_KIND, 'Air Operator Certificate'],
  [LIABILITY_COVER_KIND, 'Insurance Certificate'],
];

/** An operator's compliance for one flight, as a badge: every bid shows it to admins and client users. */
export const COMPLIANCE_STANDINGS = ['Current', 'Expires before the flight', 'Lapsed'] as const;
export type ComplianceStanding = (typeof COMPLIANCE_STANDINGS)[number];

/** What the server knows of one required document of an operator (its active files of that category). */
export interface RequiredDocumentFacts {
  category: string;
  /** AOC, LiabilityCover or null (the list's referenceId). */
  kind: string | null;
  /** Some file of the category is on record (approved or not). */
  uploaded: boolean;
  /** Some file of the category is approved. */
  approved: boolean;
  /** The latest expiry of its approved files; null when none is approved, or an approved one never expires. */
  expiresAt: string | null;
  /** The liability cover of the approved file that runs longest (insurance). */
  liabilityCover: number | null;
}

export interface ComplianceFacts {
  documents: RequiredDocumentFacts[];
  /** The operator's aircraft ticked by an admin on an approved Air Operator Certificate. */
  approvedAircraft: string[];
}

export type ComplianceProblemKind = 'missing' | 'unapproved' | 'expired' | 'expiresBeforeFlight' | 'aircraft';

export interface ComplianceProblem {
  kind: ComplianceProblemKind;
  /** The document category, or the aircraft's registration. */
  subject: string;
  aircraftId?: string;
  message: string;
}

export interface ComplianceQuestion {
  /** The departure of the flight's last sector: every document must still be current then. Null: only now counts. */
  departAt: string | Date | null;
  /** The zone the departure is shown in (its airport's). */
  departZone?: string | null;
  /** The aircraft flying (only those on an approved AOC may fly). */
  aircraft?: { id: string; licenseNumber: string }[];
  now?: Date;
}

const day = (iso: string) => formatLocalDay(iso, DEFAULT_TIME_ZONE);

/**
 * The approved AOC's category name, which the aircraft messages speak of; null when no AOC is
 * required, or it is not approved (its own problem already says all its aircraft are out).
 */
function aocName(facts: ComplianceFacts): string | null {
  const aoc = facts.documents.find((d) => d.kind === AOC_KIND);
  return aoc?.approved ? aoc.category : null;
}

/**
 * Everything that keeps an operator from flying a flight: each required document missing, not
 * approved, expired now or expiring before the flight's last sector departs, and each aircraft not
 * ticked on its approved Air Operator Certificate. Messages say which, word for word as the
 * refusals, badges and e-mails show them.
 */
export function complianceProblems(facts: ComplianceFacts, q: ComplianceQuestion): ComplianceProblem[] {
  const now = (q.now ?? new Date()).getTime();
  const depart = q.departAt ? new Date(q.departAt).getTime() : null;
  const problems: ComplianceProblem[] = [];
  for (const d of facts.documents) {
    const subject = d.category;
    if (!d.approved) {
      problems.push(
        d.uploaded
          ? { kind: 'unapproved', subject, message: `${subject} is not approved yet.` }
          : { kind: 'missing', subject, message: `${subject} is missing.` },
      );
      continue;
    }
    if (d.expiresAt === null) continue;
    const expires = new Date(d.expiresAt).getTime();
    if (expires <= now) problems.push({ kind: 'expired', subject, message: `${subject} expired on ${day(d.expiresAt)}.` });
    else if (depart !== null && expires <= depart) {
      const flight = formatLocal(new Date(depart), q.departZone ?? DEFAULT_TIME_ZONE);
      problems.push({
        kind: 'expiresBeforeFlight',
        subject,
        message: `${subject} expires on ${day(d.expiresAt)}, before the flight departing ${flight}.`,
      });
    }
  }
  const aoc = aocName(facts);
  if (aoc) {
    const approved = new Set(facts.approvedAircraft);
    const seen = new Set<string>();
    for (const a of q.aircraft ?? []) {
      if (approved.has(a.id) || seen.has(a.id)) continue;
      seen.add(a.id);
      problems.push({
        kind: 'aircraft',
        subject: a.licenseNumber,
        aircraftId: a.id,
        message: `Aircraft ${a.licenseNumber} is not approved on the ${aoc}.`,
      });
    }
  }
  return problems;
}

/**
 * The badge: Lapsed when anything keeps the operator from flying now, "Expires before the flight"
 * when all is current today but a document runs out before the last sector departs, else Current.
 */
export function complianceStanding(problems: readonly ComplianceProblem[]): ComplianceStanding {
  if (problems.some((p) => p.kind !== 'expiresBeforeFlight')) return 'Lapsed';
  return problems.length > 0 ? 'Expires before the flight' : 'Current';
}

/** A bid's compliance as admins and client users see it beside the bid. */
export interface BidComplianceDto {
  standing: ComplianceStanding;
  /** What is wrong, one sentence each; empty when Current. */
  problems: string[];
}

export function bidCompliance(facts: ComplianceFacts, q: ComplianceQuestion): BidComplianceDto {
  const problems = complianceProblems(facts, q);
  return { standing: complianceStanding(problems), problems: problems.map((p) => p.message) };
}

/** One required document on the operator's standing (its profile, its file). */
export interface RequiredDocumentStandingDto {
  category: string;
  kind: string | null;
  /** Missing, Awaiting approval, Expired or Current. */
  status: 'Missing' | 'Awaiting approval' | 'Expired' | 'Current';
  expiresAt: string | null;
  liabilityCover: number | null;
}

export interface ComplianceStandingDto {
  documents: RequiredDocumentStandingDto[];
  /** Each active aircraft and whether it is ticked on the approved AOC (empty when no AOC is required). */
  aircraft: { id: string; licenseNumber: string; type: string; approved: boolean }[];
  /** Whether the operator may bid today (every document current, nothing awaiting). */
  current: boolean;
}

/** The operator's own standing: what it must keep current, what expires when. */
export function requiredDocumentStanding(d: RequiredDocumentFacts, now: Date = new Date()): RequiredDocumentStandingDto {
  const status = !d.approved
    ? d.uploaded
      ? 'Awaiting approval'
      : 'Missing'
    : d.expiresAt && new Date(d.expiresAt).getTime() <= now.getTime()
      ? 'Expired'
      : 'Current';
  return {
    category: d.category,
    kind: d.kind,
    status,
    expiresAt: d.expiresAt,
    liabilityCover: d.liabilityCover,
  };
}

export const COMPLIANCE_MESSAGES = {
  acceptRefused: "This bid cannot be accepted: the operator's documents or aircraft do not hold for this flight.",
  confirmRefused: 'You cannot confirm this charter until your documents and aircraft hold for this flight.',
  /** The charter's banner and timeline title while the chosen operator's compliance has lapsed. */
  lapsed: 'Operator compliance lapsed',
  restored: 'Operator compliance restored',
} as const;

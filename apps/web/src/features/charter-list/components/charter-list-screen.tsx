import type { ReactNode } from 'react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import {
  CHARTER_TABS,
  TABLE_SEARCH_DEBOUNCE_MS,
  can,
  charterTabsFor,
  formatListTotal,
  hasAllMeSwitch,
  tabListing,
  type CharterList,
  type CharterTab,
} from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { CharterListItem, JobMatch } from '../api/charter-list-api';
import { useCharterList } from '../hooks/use-charter-list';
import { useColumnWidths } from '../hooks/use-column-widths';
import { listScope, switchValue } from '../model/list-scope';
import { nextSort, type FilterParam, type ListParams, type PartyScope, type SortState } from '../model/list-params';
import { CharterCards } from './charter-cards';
import { charterColumns, type CellContext } from './charter-columns';
import { CharterTable } from './charter-table';
import { ExcelButton } from './excel-button';
import { JobSearch } from './job-search';
import { LoadMore } from '../../../components/ui/list-states';

interface CharterListScreenProps {
  /** "/charterRequests": the lists' base route. */
  base: string;
  list: CharterList;
  tab: CharterTab;
  /** A tab the page fills itself (the change tabs list changes, not charters); null for a charter list. */
  renderTab?: (tab: CharterTab) => ReactNode | null;
  /** Only this party's charters (an admin's client, department or staff Charters tab). */
  party?: PartyScope;
}

function LoadingRows() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading charter requests">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** The charter lists of core section 2: tabs by role, All / Me, search, filters, sorting, paging, live refresh. */
export function CharterListScreen({ base, list, tab, party, renderTab }: CharterListScreenProps) {
  useLiveUpdates();
  const session = useSignedInUser();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const isAdmin = session.role === 'Admin' || session.role === 'CharterAdmin';
  const scope = listScope(session.role, list, party);

  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Partial<Record<FilterParam, string>>>({});
  const [sort, setSort] = useState<SortState | null>(null);
  // Memoised: a new object every render would restart the debounce timer for ever.
  const draft = useMemo(() => ({ search, filters }), [search, filters]);
  const [debounced] = useDebouncedValue(draft, TABLE_SEARCH_DEBOUNCE_MS);
  const { clientId, clientDepartmentId, clientStaffId } = party ?? {};
  const params: ListParams = useMemo(
    () => ({ ...debounced, sort, ...(party ? { party: { clientId, clientDepartmentId, clientStaffId } } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids, not the caller's object, select the rows
    [debounced, sort, clientId, clientDepartmentId, clientStaffId],
  );

  const query = useCharterList(scope, tab, params);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  // React Query hands over an answer through useSyncExternalStore, whose renders never yield: 50 rows
  // would render in one blocking task. The rows follow a deferred copy instead, rendered at
  // transition priority in slices; rows and cards are memoised, so the blocking render keeps the old.
  const shown = useDeferredValue(items);
  const catchingUp = shown !== items;
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  const { widths, setWidth } = useColumnWidths('charterRequests');
  const columns = useMemo(() => charterColumns(session.role !== 'Supplier'), [session.role]);

  const ctx: CellContext = useMemo(
    () => ({ isAdmin, hrefOf: (item: Pick<CharterListItem, 'id'>) => `${base}/${list}/${tab}/${item.id}` }),
    [isAdmin, base, list, tab],
  );
  // A charter found by job number opens under the list and tab that hold it, so Back leads there.
  const foundHref = (match: JobMatch) => {
    const whose = list === 'Me' && !match.mine ? 'All' : list;
    return `${base}/${whose}/${tabListing(session.role, match.status) ?? tab}/${match.id}`;
  };
  const filtering = search.trim() !== '' || Object.values(filters).some((v) => v?.trim());

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          {hasAllMeSwitch(session.role) ? (
            <SegmentedControl
              aria-label="Whose charters"
              value={switchValue(list)}
              onChange={(value) => void navigate(`${base}/${value}/${tab}`)}
              data={['All', 'Me']}
            />
          ) : null}
          <JobSearch onView={(match) => void navigate(foundHref(match))} />
        </Group>
        <Group gap="sm">
          {isAdmin && can(session, 'downloadExcel') ? <ExcelButton tab={tab} params={params} /> : null}
          {can(session, 'createCharterRequest') && !party ? <Button onClick={() => void navigate('/newCharterRequest')}>New</Button> : null}
        </Group>
      </Group>

      <Tabs value={tab} onChange={(value) => value && void navigate(`${base}/${list}/${value}`)} keepMounted={false}>
        {/* Tabs wrap onto a second line rather than scroll, so none hides past the edge on a tablet or phone. */}
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {charterTabsFor(session.role).map((key) => (
            <Tabs.Tab key={key} value={key} style={{ whiteSpace: 'nowrap' }}>
              {CHARTER_TABS[key].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {renderTab?.(tab) ?? (
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" gap="sm">
                <TextInput
                  label="Search"
                  placeholder="Job, place, client or type"
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  w={{ base: '100%', sm: 320 }}
                />
                {query.data && !catchingUp ? (
                  <Text fz="sm" c="dimmed" aria-live="polite">
                    {total === 0 || !first ? '' : `Showing ${shown.length.toLocaleString('en-AU')} of ${formatListTotal(first)}`}
                  </Text>
                ) : null}
              </Group>

              {query.isPending || (catchingUp && shown.length === 0) ? <LoadingRows /> : null}
              {query.isError && !query.data ? <LoadError query={query} /> : null}
              {shown.length > 0 && isMobile ? <CharterCards items={shown} ctx={ctx} /> : null}
              {query.data && !isMobile && (shown.length > 0 || filtering) ? (
                <CharterTable
                  columns={columns}
                  items={shown}
                  ctx={ctx}
                  widths={widths}
                  onResize={setWidth}
                  sort={sort}
                  onSort={(key) => setSort((s) => nextSort(s, key))}
                  filters={filters}
                  onFilter={(param, value) => setFilters((f) => ({ ...f, [param]: value }))}
                />
              ) : null}
              {query.data && items.length === 0 && !catchingUp ? (
                <Card padding="xl" style={{ borderStyle: 'dashed' }} shadow="none">
                  <Text c="dimmed" ta="center">
                    {filtering ? 'No records found' : 'No charter requests available'}
                  </Text>
                </Card>
              ) : null}
              {query.isError && query.data ? <LoadError query={query} /> : null}
              <LoadMore query={query} />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

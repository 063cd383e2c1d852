import { useMemo, useState } from 'react';
import { Group, SegmentedControl, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import {
  SHARE_LIST_EMPTY,
  SHARE_LIST_ERROR,
  SHARE_TABS,
  TABLE_SEARCH_DEBOUNCE_MS,
  can,
  hasShareAllMeSwitch,
  shareTabsFor,
  type ShareFilter,
  type ShareList,
  type ShareListItem,
  type ShareTab,
} from '@charter/shared';
import { EmptyCard, LoadingRows, LoadMore } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useShareList } from '../hooks/use-share-list';
import { nextShareSort, shareHref, type ShareListParams, type ShareSortState } from '../model/share-list-params';
import { ShareCards } from './share-cards';
import { ShareExcelButton } from './share-excel-button';
import { ShareTable } from './share-table';

interface ShareListScreenProps {
  /** "/charterShares": the lists' base route. */
  base: string;
  list: ShareList;
  tab: ShareTab;
}

/** The charter share lists: tabs by role, All / Me, search, filters, sorting, paging, live refresh. */
export function ShareListScreen({ base, list, tab }: ShareListScreenProps) {
  useLiveUpdates();
  const session = useSignedInUser();
  const navigate = useNavigate();
  const isMobile = useIsMobile();

  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Partial<Record<ShareFilter, string>>>({});
  const [sort, setSort] = useState<ShareSortState | null>(null);
  // Memoised: a new object every render would restart the debounce timer for ever.
  const draft = useMemo(() => ({ search, filters }), [search, filters]);
  const [debounced] = useDebouncedValue(draft, TABLE_SEARCH_DEBOUNCE_MS);
  const params: ShareListParams = useMemo(() => ({ ...debounced, sort }), [debounced, sort]);

  const query = useShareList(list, tab, params);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const hrefOf = (item: ShareListItem) => shareHref(base, list, tab, item);
  const filtering = search.trim() !== '' || Object.values(filters).some((v) => v?.trim());
  const isAdmin = session.role === 'Admin' || session.role === 'CharterAdmin';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {hasShareAllMeSwitch(session.role) ? (
          <SegmentedControl
            aria-label="Whose shares"
            value={list}
            onChange={(value) => void navigate(`${base}/${value}/${tab}`)}
            data={['All', 'Me']}
          />
        ) : (
          <span />
        )}
        {isAdmin && can(session, 'downloadExcel') ? <ShareExcelButton tab={tab} params={params} /> : null}
      </Group>

      <Tabs value={tab} onChange={(value) => value && void navigate(`${base}/${list}/${value}`)} keepMounted={false}>
        {/* Tabs wrap onto a second line rather than scroll, so none hides past the edge on a tablet or phone. */}
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {shareTabsFor(session.role).map((key) => (
            <Tabs.Tab key={key} value={key} style={{ whiteSpace: 'nowrap' }}>
              {SHARE_TABS[key].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <TextInput
                label="Search"
                placeholder="Job or place"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                w={{ base: '100%', sm: 320 }}
              />
              {query.data && total > 0 ? (
                <Text fz="sm" c="dimmed" aria-live="polite">
                  {`Showing ${items.length} of ${total}`}
                </Text>
              ) : null}
            </Group>

            {query.isPending ? <LoadingRows label="Loading charter shares" rows={4} /> : null}
            {query.isError ? <LoadError title={SHARE_LIST_ERROR} query={query} /> : null}
            {items.length > 0 && isMobile ? <ShareCards items={items} hrefOf={hrefOf} /> : null}
            {query.data && !isMobile && (items.length > 0 || filtering) ? (
              <ShareTable
                items={items}
                sort={sort}
                onSort={(key) => setSort((s) => nextShareSort(s, key))}
                filters={filters}
                onFilter={(name, value) => setFilters((f) => ({ ...f, [name]: value }))}
                onOpen={(item) => void navigate(hrefOf(item))}
              />
            ) : null}
            {query.data && items.length === 0 ? <EmptyCard>{filtering ? 'No records found' : SHARE_LIST_EMPTY}</EmptyCard> : null}
            <LoadMore query={query} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

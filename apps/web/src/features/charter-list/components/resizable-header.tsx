import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { COLUMN_WIDTH } from '@charter/shared';
import type { SortState } from '../model/list-params';
import type { CharterColumn } from './charter-columns';
import classes from './charter-table.module.css';

interface ResizableHeaderProps {
  column: CharterColumn;
  width: number;
  defaultWidth: number;
  sort: SortState | null;
  onSort: (key: string) => void;
  onResize: (width: number) => void;
}

const STEP = 10;

function SortArrow({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false" style={{ flexShrink: 0, opacity: dir ? 1 : 0.35 }}>
      {dir !== 'desc' ? <path d="M5 1 8.5 4.5h-7z" fill="currentColor" /> : null}
      {dir !== 'asc' ? <path d="M5 9 1.5 5.5h7z" fill="currentColor" /> : null}
    </svg>
  );
}

/**
 * A column header: click to sort, drag (or focus and use the arrow keys) the edge to resize,
 * double-click the edge for the default width. The edge is an ARIA window splitter.
 */
export function ResizableHeader({ column, width, defaultWidth, sort, onSort, onResize }: ResizableHeaderProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const dir = sort && column.sortKey && sort.key === column.sortKey ? sort.dir : null;

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    drag.current = { x: e.clientX, width };
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.dataset.active = '';
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(drag.current.width + e.clientX - drag.current.x);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    delete e.currentTarget.dataset.active;
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: width - STEP, ArrowRight: width + STEP, Home: COLUMN_WIDTH.min, End: COLUMN_WIDTH.max }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onResize(next);
  };

  return (
    <Table.Th
      className={classes.th}
      style={{ width, textAlign: column.align }}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : column.sortKey ? 'none' : undefined}
    >
      {column.sortKey ? (
        <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.sortKey!)} title={`Sort by ${column.label}`}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{column.label}</span>
          <SortArrow dir={dir} />
        </UnstyledButton>
      ) : (
        column.label
      )}
      <div
        className={classes.handle}
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${column.label} column`}
        aria-valuenow={width}
        aria-valuemin={COLUMN_WIDTH.min}
        aria-valuemax={COLUMN_WIDTH.max}
        tabIndex={0}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onDoubleClick={() => onResize(defaultWidth)}
        onKeyDown={key}
        onClick={(e) => e.stopPropagation()}
      />
    </Table.Th>
  );
}

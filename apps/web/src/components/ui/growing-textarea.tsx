import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'classNames' | 'style'> {
  minRows: number;
  maxRows: number;
}

/**
 * A textarea that grows with its text from minRows to maxRows lines, sized by the browser's CSS.
 * Mantine's `autosize` measures each field in a layout effect (computed style, a hidden copy's
 * scroll height): a forced style and layout pass of the whole page per field inside the first
 * render's task, which on the request form was the longest task of the page.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      style={{ '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties}
    />
  );
}

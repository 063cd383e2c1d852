import { useEffect, useRef, useState } from 'react';
import { TextInput, Textarea } from '@mantine/core';
import { isMultiLineSetting } from '../model/setting-field';

interface SettingValueFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A setting's value: one line, or a multi-line field once it is longer than 50 characters
 * (supplier-and-admin section 5). Once multi-line it stays so, and typing carries on in it.
 */
export function SettingValueField({ value, onChange, error }: SettingValueFieldProps) {
  const [multi, setMulti] = useState(() => isMultiLineSetting(value));
  const switched = useRef(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!switched.current || !area.current) return;
    switched.current = false;
    const end = area.current.value.length;
    area.current.focus();
    area.current.setSelectionRange(end, end);
  }, [multi]);

  const change = (next: string) => {
    if (!multi && isMultiLineSetting(next)) {
      switched.current = true;
      setMulti(true);
    }
    onChange(next);
  };

  return multi ? (
    <Textarea
      ref={area}
      label="Value"
      required
      autosize
      minRows={3}
      maxRows={10}
      maxLength={2000}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      error={error}
    />
  ) : (
    <TextInput
      label="Value"
      required
      maxLength={2000}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      error={error}
      data-autofocus
    />
  );
}

import { useState } from 'react';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { EMPTY_PLACE, placeFromOption, type Place } from '../../lib/places';
import { MIN_PLACE_CHARS, usePlaceSearch } from './use-place-search';

interface PlacePickerProps {
  label: string;
  value: Place;
  onChange: (place: Place) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * Type-ahead over Australian airports and towns. Typing without choosing keeps only the text and
 * no coordinates, so the schema says "Please choose a place in Australia".
 */
export function PlacePicker({ label, value, onChange, error, required, placeholder = 'Town or airport' }: PlacePickerProps) {
  const combobox = useCombobox();
  const [focused, setFocused] = useState(false);
  const search = usePlaceSearch(value.name, focused && value.latitude == null);
  const options = search.data ?? [];
  const chosen = value.latitude != null;

  const typed = value.name.trim();
  const status = !search.enabled
    ? typed.length > 0 && typed.length < MIN_PLACE_CHARS
      ? 'Keep typing…'
      : null
    : search.isFetching && options.length === 0
      ? 'Searching…'
      : search.isError
        ? 'Places could not be loaded. Try again.'
        : options.length === 0 && search.settled && !search.isFetching
          ? 'No Australian town or airport matches'
          : null;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const option = options.find((o) => String(o.id) === id);
        if (option) onChange(placeFromOption(option));
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          required={required}
          placeholder={placeholder}
          autoComplete="off"
          value={value.name}
          error={error}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={chosen ? [value.code, value.altState || value.state].filter(Boolean).join(' · ') : undefined}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          onChange={(e) => {
            onChange({ ...EMPTY_PLACE, name: e.currentTarget.value });
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => {
            setFocused(true);
            if (!chosen) combobox.openDropdown();
          }}
          onClick={() => {
            if (!chosen) combobox.openDropdown();
          }}
          onBlur={() => {
            setFocused(false);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!status && options.length === 0}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={`${label} places`}>
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
          {!status
            ? options.map((o) => (
                <Combobox.Option value={String(o.id)} key={o.id} aria-label={`${o.site}, ${o.state}, ${o.kind}`}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate>
                      {o.site}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="xs" variant="light" color={o.kind === 'airport' ? 'sky' : 'gray'}>
                        {o.kind === 'airport' ? 'Airport' : 'Town'}
                      </Badge>
                      <Text size="xs" c="dimmed" w={32}>
                        {o.state}
                      </Text>
                    </Group>
                  </Group>
                </Combobox.Option>
              ))
            : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

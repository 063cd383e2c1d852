import { useRef, useState, type DragEvent } from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { acceptOf, formatBytes } from '../../../lib/api/upload';

interface FileDropProps {
  file: File | null;
  onFile: (file: File) => void;
  /** 0..1 while uploading. */
  progress: number | null;
  label: string;
}

/** A drop area that also opens the file chooser; shows the chosen file and the upload progress. */
export function FileDrop({ file, onFile, progress, label }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderStyle: 'dashed', borderWidth: 2, background: over ? 'var(--mantine-color-sky-0)' : undefined }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="xs" align="center">
        <Text size="sm" ta="center">
          {file ? `${file.name} (${formatBytes(file.size)})` : 'Drag a PDF, JPEG or PNG file here (up to 10 MB), or'}
        </Text>
        <Group>
          <Button variant="default" size="xs" onClick={() => input.current?.click()} disabled={progress !== null}>
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptOf('document')}
          aria-label={label}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0];
            if (chosen) onFile(chosen);
            e.currentTarget.value = '';
          }}
        />
        {progress !== null ? <Progress w="100%" value={Math.round(progress * 100)} aria-label="Upload progress" animated /> : null}
      </Stack>
    </Paper>
  );
}

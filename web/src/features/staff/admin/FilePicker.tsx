import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useId, useRef } from 'react';

interface FilePickerProps {
  label: string;
  chooseLabel: string;
  removeLabel: string;
  accept: string;
  hint: string;
  file: File | null;
  /** Message of the last rejected choice, shown under the picker. */
  error: string | null;
  /** 0-100 while uploading, null otherwise. */
  progress: number | null;
  note?: string | null;
  disabled?: boolean;
  onSelect: (file: File) => void;
  onClear: () => void;
}

/** One-file picker: a real (visually hidden) file input, the chosen name, an inline error and a progress bar. */
export function FilePicker(props: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} style={{ marginBlockEnd: 8 }}>
        {props.label}
      </div>
      <input
        ref={inputRef}
        aria-hidden
        tabIndex={-1}
        type="file"
        accept={props.accept}
        disabled={props.disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) props.onSelect(chosen);
          event.target.value = '';
        }}
      />
      <Space wrap>
        <Button
          icon={<UploadOutlined />}
          disabled={props.disabled}
          aria-label={`${props.label}: ${props.chooseLabel}`}
          onClick={() => inputRef.current?.click()}
        >
          {props.chooseLabel}
        </Button>
        {props.file && (
          <>
            <Typography.Text>
              <PaperClipOutlined /> {props.file.name}
            </Typography.Text>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`${props.removeLabel} ${props.file.name}`}
              disabled={props.disabled}
              onClick={props.onClear}
            />
          </>
        )}
      </Space>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {props.hint}
        </Typography.Text>
      </div>
      {props.note && !props.file && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {props.note}
          </Typography.Text>
        </div>
      )}
      {props.error && (
        <div role="alert">
          <Typography.Text type="danger">{props.error}</Typography.Text>
        </div>
      )}
      {props.progress !== null && <Progress percent={props.progress} size="small" aria-label={props.label} />}
    </div>
  );
}

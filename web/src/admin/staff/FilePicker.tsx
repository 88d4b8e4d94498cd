import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useId } from 'react';
import { AdminFileInput } from '@/admin/components/AdminFileInput';

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

/** One-file picker (an upload slot's view): the admin file input, the chosen name, an inline error and a progress bar. */
export function FilePicker(props: FilePickerProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} style={{ marginBlockEnd: 8 }}>
        {props.label}
      </div>
      <Space wrap>
        <AdminFileInput
          accept={props.accept}
          icon={<UploadOutlined />}
          disabled={props.disabled}
          aria-label={`${props.label}: ${props.chooseLabel}`}
          onFiles={([chosen]) => props.onSelect(chosen!)}
        >
          {props.chooseLabel}
        </AdminFileInput>
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

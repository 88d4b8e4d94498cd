import { Button, type ButtonProps } from 'antd';
import { useRef, type CSSProperties, type ReactNode } from 'react';

/** Out of sight but still a real input (Playwright's setInputFiles and screen readers' file dialogs use it). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
};

export const imageAccept = 'image/png,image/jpeg,image/gif,image/webp';

export interface AdminFileInputProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The chosen files (never empty); the input is reset after, so choosing the same file again fires again. */
  onFiles: (files: File[]) => void;
  children: ReactNode;
  /** data-testid of the file input itself. */
  testId?: string;
  accept?: string;
  multiple?: boolean;
  /** Runs before the picker opens; false keeps it closed (e.g. a folder must be chosen first). */
  beforePick?: () => boolean;
}

/** The admin's one file input: a button that opens the browser's file picker. */
export function AdminFileInput({
  onFiles,
  children,
  testId,
  accept = imageAccept,
  multiple = false,
  beforePick,
  disabled,
  ...button
}: AdminFileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-hidden
        tabIndex={-1}
        data-testid={testId}
        style={visuallyHidden}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        {...button}
        disabled={disabled}
        onClick={() => {
          if (beforePick && !beforePick()) return;
          input.current?.click();
        }}
      >
        {children}
      </Button>
    </>
  );
}

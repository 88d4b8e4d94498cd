import { Button, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';

/** A button that opens the file picker; the chosen file goes to `onFile` (the input is reset after). */
export function FilePickButton({
  onFile,
  children,
  testId,
  accept = 'image/png,image/jpeg,image/gif,image/webp',
  ...button
}: { onFile: (file: File) => void; children: ReactNode; testId: string; accept?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}

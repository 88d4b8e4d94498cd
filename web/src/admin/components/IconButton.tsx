import { Button, Tooltip, type ButtonProps } from 'antd';

/**
 * An icon-only text button named once: `title` is its tooltip and its accessible name (`ariaLabel` when
 * the name says more, e.g. which row). Not for a Popconfirm's trigger (that needs the Button itself).
 */
export function IconButton({
  title,
  ariaLabel,
  ...button
}: Omit<ButtonProps, 'title' | 'aria-label' | 'type'> & { title: string; ariaLabel?: string }) {
  return (
    <Tooltip title={title}>
      <Button type="text" aria-label={ariaLabel ?? title} {...button} />
    </Tooltip>
  );
}

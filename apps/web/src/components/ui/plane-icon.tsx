interface PlaneIconProps {
  size?: number;
  color?: string;
}

/** A side-on aircraft, drawn inline so the logo needs no image request or icon library. */
export function PlaneIcon({ size = 22, color = 'currentColor' }: PlaneIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        fill={color}
        d="M50.5 29.2 36 27.8 27.4 13h-4.6l4.3 14.4-11.3-.9-3.6-5.3H9l2.3 10.8L9 42.8h3.2l3.6-5.3 11.3-.9L22.8 51h4.6L36 36.2l14.5-1.4c2.2-.2 3.5-1.4 3.5-2.8s-1.3-2.6-3.5-2.8z"
      />
    </svg>
  );
}

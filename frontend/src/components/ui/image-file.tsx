import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';

/** The images the server takes for a story's picture or a counsellor's photo (it judges the bytes; the picker judges the type the browser reports). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

/** A data URL of a chosen image, for its preview (the page's CSP allows `data:` images); null for another type. */
export function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !isImageType(file.type)) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

type ChooserProps = {
  /** The button's text, also the input's name for a screen reader. */
  label: string;
  /** The help or error text's id. */
  describedBy: string;
  invalid: boolean;
  onChoose: (file: File) => void;
};

/**
 * "Choose an image": one tab stop, a button that opens the file dialog of a hidden input (an input inside a
 * button-like label would be interactive content nested in a control). Closing the dialog without a choice keeps
 * the earlier one.
 */
export function ImageFileButton({ label, describedBy, invalid, onChoose }: ChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        name="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
        }}
      />
    </>
  );
}

import { useEffect, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/** What the form gives the editor; a test may stand in a plain textarea with the same props. */
export type RichTextEditorProps = {
  /** The element that names the editable area (the field's label). */
  labelId: string;
  /** The element that describes it (the error or help text), when there is one. */
  describedById?: string | undefined;
  invalid: boolean;
  required?: boolean | undefined;
  /** The HTML the editor starts with; later changes come from the editor itself. */
  value: string;
  /** The content as HTML, or '' when nothing readable is left. */
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
};

/** The page's CSP nonce (filled in by the server), for the small stylesheet Tiptap adds. */
const cspNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

const extensions = [
  // The server keeps h2–h6, paragraphs, emphasis, lists, quotes, code and links (http, https, mailto).
  StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['mailto'] } }),
];

type ToolProps = { label: string; icon: ComponentType<{ fontSize?: 'small' | 'inherit' }>; active?: boolean; disabled?: boolean; onClick: () => void; small?: boolean };

/** A toolbar toggle: named for screen readers (and in a tooltip), `aria-pressed` while its format is on. */
function Tool({ label, icon: Icon, active = false, disabled, onClick, small }: ToolProps) {
  return (
    <Tooltip title={label}>
      <span>
        <ToggleButton value={label} size="small" selected={active} disabled={disabled} onChange={onClick} aria-label={label} sx={{ border: 0, p: 0.75 }}>
          <Icon fontSize={small ? 'inherit' : 'small'} />
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

/** Adds, changes or removes the link on the selection. */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content-admin');
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const [href, setHref] = useState(current);
  const save = () => {
    const target = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (target) chain.setLink({ href: target }).run();
    else chain.unsetLink().run();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="editor-link-title">
      <DialogTitle id="editor-link-title">{current ? t('editor.linkEditTitle') : t('editor.linkAddTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="url"
          label={t('editor.linkHref')}
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current && (
          <Button
            color="error"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('editor.linkRemove')}
          </Button>
        )}
        <Button onClick={onClose}>{t('editor.linkCancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('editor.linkSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('content-admin');
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  return (
    <Box role="toolbar" aria-label={t('editor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Tool label={t('editor.bold')} icon={FormatBold} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
      <Tool label={t('editor.italic')} icon={FormatItalic} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t('editor.heading')} icon={Title} active={editor.isActive('heading', { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label={t('editor.subheading')} icon={Title} small active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t('editor.bulletList')} icon={FormatListBulleted} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()} />
      <Tool label={t('editor.orderedList')} icon={FormatListNumbered} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()} />
      <Tool label={t('editor.link')} icon={LinkIcon} active={editor.isActive('link')} onClick={() => setLinking(true)} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t('editor.undo')} icon={Undo} disabled={!editor.can().undo()} onClick={() => chain().undo().run()} />
      <Tool label={t('editor.redo')} icon={Redo} disabled={!editor.can().redo()} onClick={() => chain().redo().run()} />
      {linking && <LinkDialog editor={editor} open onClose={() => setLinking(false)} />}
    </Box>
  );
}

/**
 * A Tiptap rich-text editor that writes HTML: bold, italic, heading, subheading, lists, link, undo and redo.
 * The toolbar's buttons are named toggle buttons (`aria-pressed`); the editable area is a labelled multi-line
 * textbox. Loaded lazily, with the admin forms only.
 */
export function RichTextEditor({ labelId, describedById, invalid, required, value, onChange, onBlur }: RichTextEditorProps) {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedById ? { 'aria-describedby': describedById } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
  };
  const attributesKey = JSON.stringify(attributes);
  const editor = useEditor({
    extensions,
    content: value,
    injectNonce: cspNonce(),
    shouldRerenderOnTransaction: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The error (and so the description) changes after the editor was made.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: 1 },
        '& .ProseMirror': { minHeight: 180, p: 1.5, outline: 'none' },
        '& .ProseMirror a': { color: 'primary.main' },
      }}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </Box>
  );
}

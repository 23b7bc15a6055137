import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { RichTextEditor } from '../rich-text-editor';

describe('rich-text editor (Tiptap)', () => {
  it('shows the initial HTML in a labelled textbox with a named, toggling toolbar', async () => {
    const onChange = vi.fn();
    render(
      <Suspense fallback={null}>
        <span id="content-label">Content</span>
        <span id="content-error">Content is required</span>
        <RichTextEditor labelId="content-label" describedById="content-error" invalid value="<p>Hello <strong>world</strong></p>" onChange={onChange} />
      </Suspense>,
    );
    const box = await screen.findByRole('textbox', { name: 'Content' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Content is required');
    expect(within(box).getByText('world').tagName).toBe('STRONG');
    expect(box).toHaveTextContent('Hello world');

    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });
});

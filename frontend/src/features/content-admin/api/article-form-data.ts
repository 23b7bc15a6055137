/** The story and blog forms' text fields (`author` for blog posts only). */
export type ArticleFormFields = { title: string; content: string; author?: string | null };

/**
 * The story and blog calls take `multipart/form-data` (the image travels with the text): pass
 * `bodySerializer: (body) => articleFormData(body, file)`. Without a new image no `file` part is sent, and on
 * update the server keeps the old image.
 */
export function articleFormData(body: ArticleFormFields, file: File | null): FormData {
  const form = new FormData();
  form.append('title', body.title);
  form.append('content', body.content);
  if (body.author !== undefined && body.author !== null) form.append('author', body.author);
  if (file) form.append('file', file, file.name);
  return form;
}

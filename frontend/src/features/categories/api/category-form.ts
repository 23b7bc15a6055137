/** The category calls take `multipart/form-data` (spec section 3), not JSON. */
export function categoryFormData(body: { name?: string }): FormData {
  const form = new FormData();
  form.append('name', body.name ?? '');
  return form;
}

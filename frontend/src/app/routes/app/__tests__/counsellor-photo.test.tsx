import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginResponse } from '@/testing/mocks/data';
import { counsellorStore, counsellorText, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { serverText } from '@/testing/mocks/http';
import { renderApp } from '@/testing/test-utils';

// A PNG (it starts with the signature the server looks for), and a file that is not an image.
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'nusrat.png', { type: 'image/png' });
const notAnImage = () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

async function openPhotoDialog() {
  const row = (await screen.findByText('Nusrat Jahan')).closest('tr')!;
  await userEvent.setup().click(within(row).getByRole('button', { name: 'Change the photo of Nusrat Jahan' }));
  return screen.findByRole('dialog', { name: 'Photo of Nusrat Jahan' });
}

describe("/admin/counsellors: a counsellor's photo", () => {
  it('shows the initials, previews a chosen photo, saves it as a form and shows the server message', async () => {
    resetCounsellors([sampleCounsellor({ published: true })]);
    const user = userEvent.setup();
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    const dialog = await openPhotoDialog();
    expect(within(dialog).getByText('NJ')).toBeInTheDocument();
    expect(within(dialog).getByText('No photo yet: the initials are shown.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    const input = within(dialog).getByLabelText('Choose a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');

    await user.upload(input, png());
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the new photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('Chosen photo: nusrat.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));

    expect(await screen.findByText(counsellorText.photoSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counsellorStore.items[0]?.photo_url).toMatch(/^\/uploads\/counsellors\/3-v\d+\.jpg$/);
    // The admins' list is read again: the row shows the new photo.
    await waitFor(() => expect(screen.getByText('Nusrat Jahan').closest('tr')!.querySelector('img')).toHaveAttribute('src', counsellorStore.items[0]!.photo_url));
  });

  it("shows the server's text under the picker for a file that is not an image", async () => {
    resetCounsellors([sampleCounsellor()]);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    const dialog = await openPhotoDialog();
    await user.upload(within(dialog).getByLabelText('Choose a photo'), notAnImage());
    expect(within(dialog).getByText('Chosen photo: cv.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    expect(await within(dialog).findByText(serverText.imageNotSupported)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose another photo' })).toHaveAccessibleDescription(serverText.imageNotSupported);
    expect(within(dialog).getByLabelText('Choose another photo')).toHaveAttribute('aria-invalid', 'true');
    expect(counsellorStore.items[0]?.photo_url).toBeNull();
  });

  it('removes the photo only after a confirmation', async () => {
    resetCounsellors([sampleCounsellor({ photo_url: '/uploads/counsellors/3.jpg' })]);
    const user = userEvent.setup();
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    const dialog = await openPhotoDialog();
    expect(within(dialog).getByRole('img', { name: 'Current photo of Nusrat Jahan' })).toHaveAttribute('src', '/uploads/counsellors/3.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove this photo?' })).not.toBeInTheDocument());
    expect(counsellorStore.items[0]?.photo_url).toBe('/uploads/counsellors/3.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this photo?' })).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText(counsellorText.photoRemoved)).toBeInTheDocument();
    expect(counsellorStore.items[0]?.photo_url).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Nusrat Jahan').closest('tr')!.querySelector('img')).toBeNull());
  });
});

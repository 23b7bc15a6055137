import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepTypedInput } from '../take-over';

function Form() {
  const [name, setName] = useState('');
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <output>{name}</output>
    </form>
  );
}

/** The page as it arrives (server markup), typed into before the app takes it over. */
async function typedBeforeTakeOver() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  container.querySelector('input')!.value = 'Rahima';
  await act(async () => {
    hydrateRoot(container, <Form />);
    await Promise.resolve();
  });
  return container;
}

describe('keepTypedInput', () => {
  it('hands what was typed before the take-over to the form', async () => {
    const container = await typedBeforeTakeOver();
    // Taken over, the form does not know the text its fields show.
    expect(container.querySelector('output')!.textContent).toBe('');
    act(() => keepTypedInput(container));
    expect(container.querySelector('output')!.textContent).toBe('Rahima');
    expect(container.querySelector('input')!.value).toBe('Rahima');
    container.remove();
  });

  it('leaves untouched fields and checkboxes as they are', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input type="checkbox" checked><input value="kept">';
    const change = vi.fn();
    container.addEventListener('input', change);
    keepTypedInput(container);
    expect(change).not.toHaveBeenCalled();
  });
});

import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HELD_SUBMIT, keepTypedInput, sendHeldSubmit } from '../take-over';

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

describe('sendHeldSubmit', () => {
  function LogIn({ onSend }: { onSend: (name: string) => void }) {
    const [name, setName] = useState('');
    return (
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSend(name);
        }}
      >
        <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      </form>
    );
  }

  it('sends, with what was typed, the form sent before the take-over (held by the boot script)', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LogIn onSend={() => undefined} />);
    document.body.append(container);
    // Typed and sent before the app ran: the boot script held it and marked it.
    container.querySelector('input')!.value = 'Rahima';
    Object.assign(container.querySelector('form')!, { [HELD_SUBMIT]: true });
    const sent = vi.fn();
    await act(async () => {
      hydrateRoot(container, <LogIn onSend={sent} />);
      await Promise.resolve();
    });
    act(() => {
      keepTypedInput(container);
      sendHeldSubmit(container);
    });
    expect(sent).not.toHaveBeenCalled();
    act(() => {
      vi.runAllTimers();
    });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('Rahima');
    // Sent once: the mark is gone.
    expect(HELD_SUBMIT in container.querySelector('form')!).toBe(false);
    act(() => sendHeldSubmit(container));
    act(() => {
      vi.runAllTimers();
    });
    expect(sent).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    container.remove();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm } from '../use-form';
import type { Errors, ValidationKey } from '../validation';

type Answers = { note: string; hours: number | null; day: Date | null; mood: string[]; photo: File | null };

const required: ValidationKey = 'passwordRequired';

function validate(v: Answers): Errors<keyof Answers> {
  return {
    note: v.note.trim() ? [] : [required],
    hours: v.hours === null ? [required] : [],
    day: v.day ? [] : [required],
    mood: v.mood.length ? [] : [required],
    photo: v.photo ? [] : [required],
  };
}

const submitEvent = () => ({ preventDefault: () => {} }) as unknown as FormEvent;

describe('useForm with values that are not text', () => {
  it('holds dates, numbers, chosen options and files, and submits them as they are', () => {
    const initial: Answers = { note: '', hours: null, day: null, mood: [], photo: null };
    const { result } = renderHook(() => useForm(initial, validate));
    const onValid = vi.fn();

    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.control('hours').errorKeys).toEqual([required]);
    expect(result.current.control('mood').errorKeys).toEqual([required]);

    const day = new Date(2026, 10, 23);
    const photo = new File(['x'], 'sleep.png', { type: 'image/png' });
    act(() => {
      result.current.field('note').onChange({ target: { name: 'note', value: 'slept well' } } as never);
      result.current.control('hours').onChange(7.5);
      result.current.control('day').onChange(day);
      result.current.control('mood').onChange(['calm', 'rested']);
      result.current.setValue('photo', photo);
    });
    expect(result.current.control('hours').errorKeys).toEqual([]);
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).toHaveBeenCalledWith({ note: 'slept well', hours: 7.5, day, mood: ['calm', 'rested'], photo });
  });

  it('clears a server error when its value changes, whatever the type', () => {
    const initial: { hours: number | null } = { hours: 3 };
    const { result } = renderHook(() => useForm(initial, () => ({})));
    act(() => result.current.setServerErrors({ hours: 'Field is Required' }));
    expect(result.current.control('hours').serverError).toBe('Field is Required');
    act(() => result.current.control('hours').onChange(4));
    expect(result.current.control('hours').serverError).toBeUndefined();
    expect(result.current.values.hours).toBe(4);
  });
});

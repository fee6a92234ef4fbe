import { act, renderHook } from '@testing-library/react';
import { useEditForm } from '.';

type Values = { name: string; hours: { from: string; to: string } };
const saved: Values = { name: 'Gina', hours: { from: '07:00', to: '17:00' } };

describe('useEditForm', () => {
  it('knows which fields differ from where it started, by value', () => {
    const { result } = renderHook(() => useEditForm<Values>(saved));
    expect(result.current.changed).toEqual([]);
    act(() => result.current.setValue('hours', { from: '08:00', to: '17:00' }));
    expect(result.current.changed).toEqual(['hours']);
    act(() => result.current.setValue('hours', { from: '07:00', to: '17:00' }));
    expect(result.current.changed).toEqual([]);
  });

  it('starts again from what a save answered, or drops the edits', () => {
    const { result } = renderHook(() => useEditForm<Values>(saved));
    act(() => result.current.setValue('name', 'Gino'));
    act(() => result.current.reset({ ...saved, name: 'Gino' }));
    expect(result.current.changed).toEqual([]);
    act(() => result.current.setValue('name', 'Gina'));
    expect(result.current.changed).toEqual(['name']);
    act(() => result.current.reset());
    expect(result.current.values.name).toBe('Gino');
  });

  it('follows the server while nothing is edited, and keeps the edits otherwise', () => {
    const { result, rerender } = renderHook(({ server }) => useEditForm<Values>(server), {
      initialProps: { server: saved },
    });
    rerender({ server: { ...saved, name: 'Gianna' } });
    expect(result.current.values.name).toBe('Gianna');
    expect(result.current.changed).toEqual([]);
    act(() => result.current.setValue('hours', { from: '09:00', to: '17:00' }));
    rerender({ server: { ...saved, name: 'Giulia' } });
    expect(result.current.values).toEqual({ name: 'Gianna', hours: { from: '09:00', to: '17:00' } });
  });
});

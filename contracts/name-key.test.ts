import { nameKey } from './name-key';

describe('the sound key of a name, one for both scripts', () => {
  it.each([
    ['Ahmed', 'أحمد', 'hmd'],
    ['Layla', 'ليلى', 'll'],
    ['Leila', 'ليلى', 'll'],
    ['Mohammed', 'محمد', 'mhmd'],
    ['Muhammad', 'مُحَمَّد', 'mhmd'],
    ['Youssef', 'يوسف', 'ysf'],
    ['Walid', 'وليد', 'wld'],
    ['Khaled', 'خالد', 'kld'],
    ['Aisha', 'عائشة', 's'],
    ['Fatima', 'فاطمة', 'ftm'],
    ['Osama', 'أسامة', 'sm'],
    ['Ibrahim', 'إبراهيم', 'brhm'],
    ['Tariq', 'طارق', 'trk'],
    ['Othman', 'عثمان', 'tmn'],
    ['Haddad', 'الحداد', 'hdd'],
    ['Al-Farsi', 'الفارسي', 'frs'],
    ['El-Sayed', 'السيد', 'sd'],
    ['Darwish', 'درويش', 'drs'],
    ['Abdullah', 'عبدالله', 'bdlh'],
    ["Sa'id", 'سعيد', 'sd'],
    ['Gamal', 'جمال', 'jml'],
    ['Ghassan', 'غسان', 'gsn'],
  ])('%s and %s are both "%s"', (latin, arabic, key) => {
    expect(nameKey(latin)).toBe(key);
    expect(nameKey(arabic)).toBe(key);
  });

  it('keys every word of a name, and drops the article and what is not a letter', () => {
    expect(nameKey('Sara  Al-Haddad')).toBe('sr hdd');
    expect(nameKey('سارة الحداد')).toBe('sr hdd');
    expect(nameKey('José Müller-Lüdenscheidt')).toBe('js mlr ldnsdt');
    expect(nameKey('ÉLODIE')).toBe('ld');
  });

  it('leaves nothing of a name of vowels or of another script', () => {
    expect(nameKey('Aia')).toBe('');
    expect(nameKey('عائ')).toBe('');
    expect(nameKey('李 伟')).toBe('');
  });
});

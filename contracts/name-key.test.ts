import { nameKey, otherScriptKey } from './name-key';

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
  ])('%s and %s are both "%s" (upper case from Latin letters)', (latin, arabic, key) => {
    expect(nameKey(latin)).toBe(key.toUpperCase());
    expect(nameKey(arabic)).toBe(key);
  });

  it('searches a key in the other script: its case swapped', () => {
    expect(otherScriptKey(nameKey('Ahmed'))).toBe(nameKey('أحمد'));
    expect(otherScriptKey(nameKey('ليلى'))).toBe(nameKey('Layla'));
  });

  it('keys every word of a name, and drops the article and what is not a letter', () => {
    expect(nameKey('Sara  Al-Haddad')).toBe('SR HDD');
    expect(nameKey('سارة الحداد')).toBe('sr hdd');
    expect(nameKey('José Müller-Lüdenscheidt')).toBe('JS MLR LDNSDT');
    expect(nameKey('ÉLODIE')).toBe('LD');
    expect(nameKey('Ali علي')).toBe('L l');
  });

  it('leaves nothing of a name of vowels or of another script', () => {
    expect(nameKey('Aia')).toBe('');
    expect(nameKey('عائ')).toBe('');
    expect(nameKey('李 伟')).toBe('');
  });
});

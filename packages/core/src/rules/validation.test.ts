import { describe, expect, it } from 'vitest';
import { hasMessage } from '../messages/index.ts';
import {
  REGISTRATION_LIMITS,
  VALIDATION_MESSAGE_IDS,
  registrationLimitExceeded,
  validateCourseCode,
  validateEmailStep,
  validateLogin,
  validateProfileChange,
  validateRegistration,
  validateResetPassword,
  validateUnitCode,
  type ProfileChangeResult,
  type RegistrationForm,
  type ValidationMessageId,
} from './validation.ts';

const validRegistration = {
  userName: 'Mona Ali',
  email: 'mona@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  phoneNumber: '01012345678',
  parentPhone: '01112345678',
  academicYear: 'Secondary2',
} satisfies RegistrationForm;

describe('message ids', () => {
  it.each(VALIDATION_MESSAGE_IDS.map((id) => [id]))('%s exists in the message catalogue', (id) => {
    expect(hasMessage(id)).toBe(true);
  });
});

describe('validateRegistration (checked in the product order)', () => {
  it.each<[string, Partial<RegistrationForm> | null, ValidationMessageId | null]>([
    ['a complete form', {}, null],
    ['passwords differ', { confirmPassword: 'secret2' }, 'validation.passwordsMismatch'],
    // order: a mismatch wins over every later failure
    [
      'mismatch and everything else empty',
      { confirmPassword: 'x', academicYear: '', phoneNumber: '', parentPhone: '', userName: '' },
      'validation.passwordsMismatch',
    ],
    ['a 2-character password', { password: 'ab', confirmPassword: 'ab' }, 'validation.passwordTooShort'],
    [
      '5 characters are too short',
      { password: 'abcde', confirmPassword: 'abcde' },
      'validation.passwordTooShort',
    ],
    ['6 characters are enough', { password: 'abcdef', confirmPassword: 'abcdef' }, null],
    [
      'length right after the mismatch, before the grade',
      { password: 'ab', confirmPassword: 'ab', academicYear: '' },
      'validation.passwordTooShort',
    ],
    ['mismatch before length', { password: 'ab', confirmPassword: 'abc' }, 'validation.passwordsMismatch'],
    ['no grade', { academicYear: '' }, 'validation.gradeRequired'],
    ['grade missing', { academicYear: undefined }, 'validation.gradeRequired'],
    ['grade not one of the three', { academicYear: 'Secondary4' }, 'validation.gradeRequired'],
    ['grade is normalised (1st Secondary)', { academicYear: '1st Secondary' }, null],
    ['grade as number 3', { academicYear: 3 }, null],
    ['grade before phone', { academicYear: '', phoneNumber: '' }, 'validation.gradeRequired'],
    ['no phone', { phoneNumber: '' }, 'validation.phoneRequired'],
    ['blank phone', { phoneNumber: '   ' }, 'validation.phoneRequired'],
    ['phone before parent phone', { phoneNumber: '', parentPhone: '' }, 'validation.phoneRequired'],
    ['no parent phone', { parentPhone: '' }, 'validation.parentPhoneRequired'],
    ['parent phone before user name', { parentPhone: '', userName: '' }, 'validation.parentPhoneRequired'],
    ['no user name', { userName: '' }, 'validation.userNameRequired'],
    ['blank user name', { userName: ' \t ' }, 'validation.userNameRequired'],
    ['user name before phone pattern', { userName: '', phoneNumber: '123' }, 'validation.userNameRequired'],
    ['phone too short', { phoneNumber: '0101234567' }, 'validation.phoneInvalid'],
    ['phone not starting 01', { phoneNumber: '02012345678' }, 'validation.phoneInvalid'],
    ['phone with country code', { phoneNumber: '+201012345678' }, 'validation.phoneInvalid'],
    [
      'phone pattern before parent pattern',
      { phoneNumber: '123', parentPhone: '456' },
      'validation.phoneInvalid',
    ],
    ['phone with spaces around is fine', { phoneNumber: ' 01012345678 ' }, null],
    ['phone in Arabic-Indic digits is fine', { phoneNumber: '٠١٠١٢٣٤٥٦٧٨' }, null],
    ['parent phone invalid', { parentPhone: '0111234567x' }, 'validation.parentPhoneInvalid'],
    ['parent phone 12 digits', { parentPhone: '011123456789' }, 'validation.parentPhoneInvalid'],
    ['parent phone before email', { parentPhone: '1', email: '' }, 'validation.parentPhoneInvalid'],
    ['no email', { email: '' }, 'validation.emailRequired'],
    ['blank email', { email: '   ' }, 'validation.emailRequired'],
    ['email not an email', { email: 'mona' }, 'validation.emailInvalid'],
    ['email without domain dot', { email: 'mona@example' }, 'validation.emailInvalid'],
    ['email upper-case and padded is fine', { email: '  MONA@Example.com ' }, null],
    ['no password at all', { password: '', confirmPassword: '' }, 'validation.passwordRequired'],
    ['non-string fields count as empty', { userName: 42 }, 'validation.userNameRequired'],
    ['everything missing (empty passwords equal)', null, 'validation.gradeRequired'],
  ])('%s', (_name, override, expected) => {
    const form = override === null ? null : { ...validRegistration, ...override };
    expect(validateRegistration(form)).toBe(expected);
  });

  it('returns gradeRequired for an empty object and undefined', () => {
    expect(validateRegistration({})).toBe('validation.gradeRequired');
    expect(validateRegistration(undefined)).toBe('validation.gradeRequired');
  });
});

describe('registrationLimitExceeded (server-side maximum lengths)', () => {
  it('uses name 100, email 254, password 128', () => {
    expect(REGISTRATION_LIMITS).toEqual({ name: 100, email: 254, password: 128 });
  });

  it.each<[string, Partial<RegistrationForm>, 'name' | 'email' | 'password' | null]>([
    ['all within limits', {}, null],
    ['name of exactly 100', { userName: 'n'.repeat(100) }, null],
    ['name of 101', { userName: 'n'.repeat(101) }, 'name'],
    ['name padded to 102 but 100 when trimmed', { userName: ` ${'n'.repeat(100)} ` }, null],
    ['Arabic name of 101 letters', { userName: 'م'.repeat(101) }, 'name'],
    ['email of exactly 254', { email: `${'e'.repeat(242)}@example.com` }, null],
    ['email of 255', { email: `${'e'.repeat(243)}@example.com` }, 'email'],
    ['password of exactly 128', { password: 'p'.repeat(128) }, null],
    ['password of 129', { password: 'p'.repeat(129) }, 'password'],
    ['128 emoji count as 128 characters', { password: '😀'.repeat(128) }, null],
  ])('%s', (_name, override, expected) => {
    expect(registrationLimitExceeded({ ...validRegistration, ...override })).toBe(expected);
  });

  it('accepts null', () => {
    expect(registrationLimitExceeded(null)).toBeNull();
  });
});

describe('validateResetPassword (equal, at least 6, email required; then format and code)', () => {
  const valid = {
    email: 'mona@example.com',
    otp: '123456',
    newPassword: 'secret',
    confirmPassword: 'secret',
  };
  it.each<[string, Partial<typeof valid> | Record<string, unknown>, ValidationMessageId | null]>([
    ['a complete form (6 characters)', {}, null],
    ['passwords differ', { confirmPassword: 'secreT' }, 'validation.passwordsMismatch'],
    ['mismatch before length', { newPassword: 'a', confirmPassword: 'b' }, 'validation.passwordsMismatch'],
    ['5 characters', { newPassword: '12345', confirmPassword: '12345' }, 'validation.passwordTooShort'],
    ['empty passwords', { newPassword: '', confirmPassword: '' }, 'validation.passwordTooShort'],
    ['5 Arabic letters', { newPassword: 'كلمةس', confirmPassword: 'كلمةس' }, 'validation.passwordTooShort'],
    [
      '3 emoji are 3 characters, not 6',
      { newPassword: '😀😀😀', confirmPassword: '😀😀😀' },
      'validation.passwordTooShort',
    ],
    [
      'length before email',
      { newPassword: '1', confirmPassword: '1', email: '' },
      'validation.passwordTooShort',
    ],
    ['no email', { email: '' }, 'validation.emailRequired'],
    ['email missing', { email: undefined }, 'validation.emailRequired'],
    ['bad email', { email: 'mona@' }, 'validation.emailInvalid'],
    ['code of 5 digits', { otp: '12345' }, 'validation.otpInvalid'],
    ['code of 7 digits', { otp: '1234567' }, 'validation.otpInvalid'],
    ['code with a letter', { otp: '12345a' }, 'validation.otpInvalid'],
    ['no code', { otp: '' }, 'validation.otpInvalid'],
    ['code as a number', { otp: 123456 }, 'validation.otpInvalid'],
    ['code padded with spaces', { otp: ' 123456 ' }, null],
    ['code in Arabic-Indic digits', { otp: '١٢٣٤٥٦' }, null],
  ])('%s', (_name, override, expected) => {
    expect(validateResetPassword({ ...valid, ...override })).toBe(expected);
  });

  it('treats null as an empty form (equal empty passwords are too short)', () => {
    expect(validateResetPassword(null)).toBe('validation.passwordTooShort');
  });
});

describe('validateEmailStep', () => {
  it.each<[unknown, ValidationMessageId | null]>([
    ['mona@example.com', null],
    [' Mona@Example.com ', null],
    ['', 'validation.emailRequired'],
    [undefined, 'validation.emailRequired'],
    ['mona', 'validation.emailInvalid'],
  ])('%j → %j', (email, expected) => {
    expect(validateEmailStep(email)).toBe(expected);
  });
});

describe('validateLogin', () => {
  it.each<[unknown, unknown, ValidationMessageId | null]>([
    ['mona@example.com', 'x', null],
    ['01012345678', 'secret', null],
    [' 01012345678 ', 'secret', null],
    ['0101234567', 'secret', 'validation.loginIdentifierInvalid'],
    ['mona', 'secret', 'validation.loginIdentifierInvalid'],
    ['', '', 'validation.loginIdentifierInvalid'],
    ['mona@example.com', '', 'validation.passwordRequired'],
    ['mona@example.com', undefined, 'validation.passwordRequired'],
    ['mona@example.com', '   ', null], // a password of spaces is still a password
  ])('identifier %j, password %j → %j', (identifier, password, expected) => {
    expect(validateLogin({ identifier, password })).toBe(expected);
  });

  it('accepts null', () => {
    expect(validateLogin(null)).toBe('validation.loginIdentifierInvalid');
  });
});

describe('validateProfileChange', () => {
  const original = { name: 'Mona Ali', grade: 'Secondary2' };
  it.each<[string, Record<string, unknown>, ProfileChangeResult]>([
    ['nothing changed', {}, { error: 'profile.noChanges' }],
    ['name only padded differently', { name: '  Mona Ali ' }, { error: 'profile.noChanges' }],
    ['grade written differently but same', { grade: 'secondary2' }, { error: 'profile.noChanges' }],
    ['name changed', { name: 'Mona A.' }, { changes: { userName: 'Mona A.' } }],
    ['name changed is trimmed', { name: ' Mona A. ' }, { changes: { userName: 'Mona A.' } }],
    ['grade changed', { grade: 'Secondary3' }, { changes: { academicYear: 'Secondary3' } }],
    ['grade changed via number', { grade: 1 }, { changes: { academicYear: 'Secondary1' } }],
    [
      'name and grade changed',
      { name: 'Mona', grade: 'Secondary1' },
      { changes: { userName: 'Mona', academicYear: 'Secondary1' } },
    ],
    [
      'password changed',
      { newPassword: 'secret', confirmPassword: 'secret' },
      { changes: { newPassword: 'secret' } },
    ],
    [
      'password and name changed',
      { name: 'Mona', newPassword: 'secret7', confirmPassword: 'secret7' },
      { changes: { userName: 'Mona', newPassword: 'secret7' } },
    ],
    [
      'passwords differ',
      { newPassword: 'secret1', confirmPassword: 'secret2' },
      { error: 'profile.passwordsMismatch' },
    ],
    ['only confirmation typed', { confirmPassword: 'secret1' }, { error: 'profile.passwordsMismatch' }],
    ['only new password typed', { newPassword: 'secret1' }, { error: 'profile.passwordsMismatch' }],
    [
      'password of 5',
      { newPassword: '12345', confirmPassword: '12345' },
      { error: 'profile.passwordTooShort' },
    ],
    [
      'mismatch before length',
      { newPassword: '1', confirmPassword: '2' },
      { error: 'profile.passwordsMismatch' },
    ],
    [
      'password errors before no-changes',
      { newPassword: '1', confirmPassword: '1' },
      { error: 'profile.passwordTooShort' },
    ],
    ['name emptied', { name: '' }, { error: 'validation.userNameRequired' }],
    ['name blank', { name: '   ' }, { error: 'validation.userNameRequired' }],
    ['grade emptied', { grade: '' }, { error: 'validation.gradeRequired' }],
    ['grade not served', { grade: 'Secondary7' }, { error: 'validation.gradeRequired' }],
  ])('%s', (_name, edit, expected) => {
    expect(validateProfileChange(original, { ...original, ...edit })).toEqual(expected);
  });

  it('treats a missing original as all-new fields', () => {
    expect(validateProfileChange(null, { name: 'Mona', grade: 'Secondary1' })).toEqual({
      changes: { userName: 'Mona', academicYear: 'Secondary1' },
    });
  });

  it('treats a missing edit as an emptied name', () => {
    expect(validateProfileChange(original, null)).toEqual({ error: 'validation.userNameRequired' });
  });
});

describe('validateCourseCode (registration code box)', () => {
  it.each<[unknown, ValidationMessageId | null]>([
    ['ABCD-1234', null],
    ['  x ', null],
    ['', 'enrol.codeRequired'],
    ['   ', 'enrol.codeRequired'],
    [null, 'enrol.codeRequired'],
    [123, 'enrol.codeRequired'],
  ])('%j → %j', (code, expected) => {
    expect(validateCourseCode(code)).toBe(expected);
  });
});

describe('validateUnitCode (non-empty string after trimming)', () => {
  it.each<[unknown, ValidationMessageId | null]>([
    ['UNIT2024', null],
    [' u ', null],
    ['', 'unitCode.invalid'],
    ['\n\t ', 'unitCode.invalid'],
    [undefined, 'unitCode.invalid'],
    [{}, 'unitCode.invalid'],
  ])('%j → %j', (code, expected) => {
    expect(validateUnitCode(code)).toBe(expected);
  });
});

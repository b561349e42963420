import { describe, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, REVIEW_CHECKLIST_MESSAGES, requirementBody, REQUIREMENT_PRESETS, type RequirementPreset } from '../../api/contract';
import { checkValues } from '../../machines/form.machine';
import { bodyOf, initialValues, presetValues } from './requirement-form';
import { requirementFixture } from '../../test/fixtures/artwork';

describe('the requirement form and its body', () => {
  it('goes from a requirement to the form and back unchanged, the deadline on the event’s clock', () => {
    const requirement = requirementFixture({ appliesTo: 'chosen', companyIds: [31, 32] });
    const values = initialValues(requirement, 'Europe/Berlin');
    expect(values).toMatchObject({ deadlineDate: '2026-12-12', deadlineTime: '17:00', maxMb: '200', formats: ['png', 'jpg', 'pdf'], companyIds: ['31', '32'] });
    const body = requirementBody.parse(bodyOf(values, 'Europe/Berlin'));
    expect(body).toMatchObject({
      name: requirement.name,
      formats: requirement.formats,
      widthMm: 3000,
      bleedMm: 5,
      minDpi: 100,
      colourMode: 'CMYK',
      maxBytes: requirement.maxBytes,
      deadline: requirement.deadline,
      appliesTo: 'chosen',
      companyIds: [31, 32],
    });
  });

  it('carries the checklist round: items keep their ids, and an empty text is the contract’s to name', () => {
    const checklist = [
      { id: 5, text: 'Booth number B12 visible', required: true },
      { id: 6, text: 'Certificate attached', required: false },
    ];
    const values = initialValues(requirementFixture({ checklist }), 'UTC');
    expect(values.checklist).toEqual(checklist);
    expect(requirementBody.parse(bodyOf({ ...values, checklist: [...values.checklist, { text: 'QR code scans', required: true }] }, 'UTC')).checklist).toEqual([...checklist, { text: 'QR code scans', required: true }]);
    const { errors } = checkValues(requirementBody, bodyOf({ ...values, checklist: [{ text: '  ', required: true }] }, 'UTC'))!;
    expect(errors).toEqual({ checklist: REVIEW_CHECKLIST_MESSAGES.textRequired });
  });

  it('leaves what is missing for the contract to name', () => {
    const values = { ...initialValues(null, 'UTC'), formats: [], appliesTo: 'chosen' };
    const { errors } = checkValues(requirementBody, bodyOf(values, 'UTC'))!;
    expect(errors).toMatchObject({
      name: ARTWORK_MESSAGES.nameRequired,
      formats: ARTWORK_MESSAGES.formatsRequired,
      deadline: ARTWORK_MESSAGES.deadlineRequired,
    });
    expect(errors.widthMm).toBeDefined();
  });

  it('asks for chosen exhibitors when it applies to chosen ones', () => {
    const values = { ...initialValues(requirementFixture(), 'UTC'), appliesTo: 'chosen', companyIds: [] };
    expect(checkValues(requirementBody, bodyOf(values, 'UTC'))!.errors).toEqual({ companyIds: ARTWORK_MESSAGES.companiesRequired });
  });

  it('carries the print rules both ways, blank as the contract’s default', () => {
    const requirement = requirementFixture({ inkLimit: 280, spotColoursAllowed: true, pagesExpected: 3, viewingDistanceM: 2.5 });
    const values = initialValues(requirement, 'UTC');
    expect(values).toMatchObject({ inkLimit: '280', spotColoursAllowed: true, pagesExpected: '3', viewingDistanceM: '2.5' });
    expect(requirementBody.parse(bodyOf(values, 'UTC'))).toMatchObject({ inkLimit: 280, spotColoursAllowed: true, pagesExpected: 3, viewingDistanceM: 2.5 });
    const blank = { ...values, inkLimit: ' ', pagesExpected: '', viewingDistanceM: '', spotColoursAllowed: false };
    expect(requirementBody.parse(bodyOf(blank, 'UTC'))).toMatchObject({ inkLimit: null, spotColoursAllowed: false, pagesExpected: null, viewingDistanceM: null });
  });

  it('fills a preset’s formats, bleed, colour and print rules, each a value the contract takes', () => {
    for (const preset of Object.keys(REQUIREMENT_PRESETS) as RequirementPreset[]) {
      const values = { ...initialValues(requirementFixture(), 'UTC'), ...presetValues(preset) };
      expect(requirementBody.parse(bodyOf(values, 'UTC'))).toMatchObject(REQUIREMENT_PRESETS[preset]);
    }
  });
});

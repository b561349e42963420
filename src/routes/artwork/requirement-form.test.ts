import { describe, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, requirementBody } from '../../api/contract';
import { checkValues } from '../../machines/form.machine';
import { bodyOf, initialValues } from './requirement-form';
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
});

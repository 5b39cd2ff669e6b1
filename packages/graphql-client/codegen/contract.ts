/**
 * Comparisons that hold the contract's two layers to Magento (decision 100):
 * - `referenceDifferences`: what `core/` says that Magento Open Source 2.4.7 does not;
 * - `schemaAdditions`: the names a schema adds to another (what an extension adds to core).
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputField,
  GraphQLNamedType,
  GraphQLSchema,
} from 'graphql';

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'type';
  if (isInterfaceType(type)) return 'interface';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

function userTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type),
  );
}

function argumentSignature(argument: GraphQLArgument | GraphQLInputField): string {
  const value =
    argument.defaultValue === undefined ? '' : ` = ${JSON.stringify(argument.defaultValue)}`;
  const deprecated = argument.deprecationReason
    ? ` @deprecated(${argument.deprecationReason})`
    : '';
  return `${argument.name}: ${String(argument.type)}${value}${deprecated}`;
}

function fieldSignature(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map(argumentSignature).join(', ');
  const deprecated = field.deprecationReason ? ` @deprecated(${field.deprecationReason})` : '';
  return `${field.name}(${args}): ${String(field.type)}${deprecated}`;
}

function compareFields(
  name: string,
  ours: Record<string, GraphQLField<unknown, unknown>>,
  theirs: Record<string, GraphQLField<unknown, unknown>>,
): string[] {
  return Object.values(ours).flatMap((field) => {
    const reference = theirs[field.name];
    if (!reference) return [`${name}.${field.name} is not in Magento`];
    const mine = fieldSignature(field);
    const expected = fieldSignature(reference);
    return mine === expected ? [] : [`${name}.${mine} differs from Magento's ${expected}`];
  });
}

function compareType(ours: GraphQLNamedType, theirs: GraphQLNamedType): string[] {
  const name = ours.name;
  if (kindOf(ours) !== kindOf(theirs)) {
    return [`${name} is ${kindOf(ours)} here but ${kindOf(theirs)} in Magento`];
  }
  if (
    (isObjectType(ours) || isInterfaceType(ours)) &&
    (isObjectType(theirs) || isInterfaceType(theirs))
  ) {
    const implemented = new Set(theirs.getInterfaces().map((type) => type.name));
    return [
      ...ours
        .getInterfaces()
        .filter((type) => !implemented.has(type.name))
        .map((type) => `${name} implements ${type.name}, which Magento's does not`),
      ...compareFields(name, ours.getFields(), theirs.getFields()),
    ];
  }
  if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    const mine = Object.values(ours.getFields()).map(argumentSignature).sort();
    const expected = Object.values(theirs.getFields()).map(argumentSignature).sort();
    return mine.join('\n') === expected.join('\n')
      ? []
      : [`input ${name} { ${mine.join(', ')} } differs from Magento's { ${expected.join(', ')} }`];
  }
  if (isEnumType(ours) && isEnumType(theirs)) {
    const mine = ours
      .getValues()
      .map((value) => value.name)
      .sort();
    const expected = theirs
      .getValues()
      .map((value) => value.name)
      .sort();
    return mine.join(' ') === expected.join(' ')
      ? []
      : [`enum ${name} { ${mine.join(' ')} } differs from Magento's { ${expected.join(' ')} }`];
  }
  if (isUnionType(ours) && isUnionType(theirs)) {
    const members = new Set(theirs.getTypes().map((type) => type.name));
    return ours
      .getTypes()
      .filter((type) => !members.has(type.name))
      .map((type) => `union ${name} has ${type.name}, which Magento's does not`);
  }
  return isScalarType(ours) ? [] : [`${name}: cannot compare`];
}

/**
 * What `schema` says that `reference` does not: a type, field, argument, input field or enum value
 * Magento lacks, or one with another signature. Object and interface types may hold fewer fields
 * than Magento's (the shop uses or serves a subset); a field holds all of Magento's arguments, an
 * input type all of its fields and an enum all of its values, exactly, so that any document or
 * variables a Magento client sends for them is accepted.
 */
export function referenceDifferences(schema: GraphQLSchema, reference: GraphQLSchema): string[] {
  return userTypes(schema).flatMap((type) => {
    const theirs = reference.getType(type.name);
    return theirs ? compareType(type, theirs) : [`${type.name} is not a Magento type`];
  });
}

/** The names `extended` adds to `base`: types (`Name`), fields and input fields (`Type.field`), enum values (`Enum.VALUE`). */
export function schemaAdditions(base: GraphQLSchema, extended: GraphQLSchema): string[] {
  return userTypes(extended).flatMap((type) => {
    const original = base.getType(type.name);
    if (!original) return [type.name];
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const known =
        isObjectType(original) || isInterfaceType(original) || isInputObjectType(original)
          ? original.getFields()
          : {};
      return Object.keys(type.getFields())
        .filter((field) => !(field in known))
        .map((field) => `${type.name}.${field}`);
    }
    if (isEnumType(type) && isEnumType(original)) {
      const known = new Set(original.getValues().map((value) => value.name));
      return type
        .getValues()
        .filter((value) => !known.has(value.name))
        .map((value) => `${type.name}.${value.name}`);
    }
    return [];
  });
}

"""Writes a small Swift usage of each documented SwiftUI declaration: one top-level function (and
the helper types it needs) per row, named after the row so that a compiler message's line maps
back to it.

How a row becomes code, by the form of its declaration:
- a method or property of a type: called or read on a value of the type (`Text("x")` for View,
  `Rectangle()` for Shape, a parameter of the owner type otherwise); a settable property is also
  assigned; a static member of a protocol is written as SwiftUI code writes it, `.name` where
  the declared type is expected;
- an initializer: the type constructed with every documented argument;
- a case: the case constructed where the enum is expected;
- an EnvironmentValues property: `@Environment(\\.name) var value: T` in a view, and
  `.environment(\\.name, value)` when it is settable;
- a type: its metatype (a generic type in a function generic over its parameters, with the
  documented constraints);
- a protocol: a type conforming to it, from the conformance table (`conformances.txt`);
- anything the rules cannot express (property wrappers, macros, overload groups): the override
  table (`usages.txt`).

Arguments come from the value table (values.py); generic parameters are replaced by a concrete
conforming type chosen from their constraints; a type the table has no value for becomes a
parameter of the row's function with exactly the documented type."""

import re
from dataclasses import dataclass, field

from . import signature as s
from . import values


class Unsupported(Exception):
    """The row cannot be turned into a usage automatically; the message says why."""


@dataclass
class Row:
    index: int  # 1-based, in the inventory's order
    kind: str
    owner: str
    name: str
    signature: str
    fields: dict = field(default_factory=dict)

    @property
    def key(self):
        """How data files name the row: `Owner.name`, or `name` for top-level declarations."""
        return self.name if self.owner == "SwiftUI" else f"{self.owner}.{self.name}"


def read_blocks(text):
    """Blocks of a data file: a header line `// == KEY` and the code up to the next header.
    Lines before the first header (the file's description) are left out."""
    blocks, key, lines = {}, None, []
    for line in text.splitlines():
        match = re.match(r"// == (.+?)\s*$", line)
        if match:
            if key is not None:
                blocks[key] = "\n".join(lines).strip("\n")
            key, lines = match.group(1), []
        elif key is not None:
            lines.append(line)
    if key is not None:
        blocks[key] = "\n".join(lines).strip("\n")
    return blocks


def plain(t):
    """A declared type that a usage can state (`let _: T = …`): no opaque type, no `Self`, no
    SwiftUI-internal or wrapper type that an equivalent implementation may spell differently."""
    text = str(t)
    return not re.search(r"\bsome\b|\bSelf\b|\bModifiedContent\b|(^|[^A-Za-z0-9])_[A-Z]", text)


class Generator:
    def __init__(self, rows, conformances, overrides):
        self.rows = rows
        self.conformances = conformances  # protocol -> declaration with `$T` for the type's name
        self.overrides = overrides  # row key -> code with `$ROW` for the row's prefix
        self.types = {}  # type path -> Declaration
        for row in rows:
            try:
                declaration = s.parse_declaration(row.signature)
            except s.ParseError:
                continue
            if declaration.is_type:
                path = declaration.name if row.owner == "SwiftUI" else f"{row.owner}.{declaration.name}"
                self.types.setdefault(path, declaration)

    def is_protocol(self, path):
        declaration = self.types.get(path)
        return declaration is not None and declaration.keyword == "protocol"

    def usage(self, row):
        """The row's Swift code (top-level declarations), or Unsupported."""
        prefix = f"row{row.index}"
        if row.key in self.overrides:
            return self.overrides[row.key].replace("$ROW", prefix)
        try:
            declaration = s.parse_declaration(row.signature)
        except s.ParseError as error:
            raise Unsupported(f"cannot read the signature: {error}")
        code = _RowCode(self, row, declaration, prefix)
        return code.render()


class _RowCode:
    """The code of one row: helper declarations, the row function's generic parameters,
    requirements and parameters, and its body."""

    def __init__(self, generator, row, declaration, prefix):
        self.generator, self.row, self.declaration, self.prefix = generator, row, declaration, prefix
        self.helpers = []  # top-level declarations before the function
        self.helper_values = {}  # helper type name -> value expression
        self.generics = []  # "Name: Constraint" of the row function
        self.requirements = []
        self.parameters = []  # "_ name: Type"
        self.body = []
        self.declares_view = False

    # -- values -------------------------------------------------------------------------------

    def conforming(self, protocol):
        """A concrete type conforming to `protocol` (a name), declaring a helper when the
        conformance table has one; None when neither table knows the protocol."""
        if protocol in values.CONFORMING:
            return s.Named([(values.CONFORMING[protocol][0], [])])
        template = self.generator.conformances.get(protocol)
        if template is None:
            return None
        name = f"{self.prefix.capitalize()}{protocol.replace('.', '')}"
        if name not in self.helper_values:
            self.helpers.append(template.replace("$T", name))
            self.helper_values[name] = f"{name}()"
        return s.Named([(name, [])])

    def concrete_opaque(self, t):
        """`some P` and `any P` replaced by a conforming type where one is known."""
        if isinstance(t, s.Opaque) and isinstance(t.constraint, s.Named) and len(t.constraint.parts) == 1:
            concrete = self.conforming(t.constraint.parts[0][0])
            return concrete if concrete is not None else t
        if isinstance(t, s.Function):
            return s.Function([self.concrete_opaque(p) for p in t.parameters], self.concrete_opaque(t.result), t.effects)
        if isinstance(t, s.Attributed):
            return s.Attributed(t.attributes, self.concrete_opaque(t.inner))
        if isinstance(t, s.Optional):
            return s.Optional(self.concrete_opaque(t.wrapped), t.implicit)
        return t

    def parameter(self, t):
        """A parameter of the row function with type `t`; returns its name."""
        inner, attributes = s.strip_attributes(t)
        attributes = [a for a in attributes if a not in ("inout", "@escaping", "@autoclosure") and not a.endswith("Builder")]
        if isinstance(inner, s.Variadic):
            inner = inner.element
        if isinstance(inner, s.Function):
            attributes = ["@escaping"] + attributes
        name = f"p{len(self.parameters)}"
        self.parameters.append(f"_ {name}: {s.Attributed(attributes, inner) if attributes else inner}")
        return name

    def value(self, t):
        t = self.concrete_opaque(t)
        expression = values.literal(t, self.helper_values)
        return expression if expression is not None else self.parameter(t)

    def arguments(self, parameters, mapping):
        parts = []
        for p in parameters:
            t = s.substitute(p.type, mapping)
            inner, attributes = s.strip_attributes(t)
            if "inout" in attributes:
                local = f"l{len(self.body)}"
                self.body.append(f"var {local}: {inner} = {self.value(inner)}")
                expression = f"&{local}"
            elif isinstance(inner, s.Variadic):
                expression = self.value(inner.element)
            else:
                expression = self.value(t)
            parts.append(f"{p.label}: {expression}" if p.label else expression)
        return ", ".join(parts)

    # -- generic parameters ---------------------------------------------------------------------

    def concretize(self, generics, requirements, kept=(), mapping=None):
        """Chooses a concrete type for each generic parameter from its constraints: the type of
        a same-type requirement, else a conforming type (an array of one for collections), else
        Int. `kept` names stay as they are (the row function's own generic parameters)."""
        mapping = dict(mapping or {})
        names = [name for name, _ in generics if name not in kept]
        conformances = {name: [] for name in names}
        for name, constraints in generics:
            if name in conformances:
                conformances[name] += constraints
        equal, element = {}, {}
        for r in requirements:
            if r.subject in conformances:
                if r.relation == "==":
                    equal.setdefault(r.subject, r.type)
                else:
                    conformances[r.subject].append(r.type)
            elif r.relation == "==" and isinstance(r.type, s.Named) and str(r.type) in conformances:
                equal.setdefault(str(r.type), s.parse_type(r.subject))
            head, _, member = r.subject.partition(".")
            if head in conformances and member == "Element":
                element[head] = r
        for _ in range(len(names) + 1):
            for name in names:
                if name in mapping or name not in equal:
                    continue
                pending = s.names_in(equal[name]) & (set(names) - set(mapping)) - {name}
                if not pending:
                    mapping[name] = s.substitute(equal[name], mapping)
        for name in names:
            if name not in mapping:
                mapping[name] = self.choose(name, conformances[name], element.get(name), mapping)
        return mapping

    def choose(self, name, constraints, element_requirement, mapping):
        protocols = []
        for c in constraints:
            for part in (c.parts if isinstance(c, s.Composition) else [c]):
                if isinstance(part, s.Named):
                    protocols.append(part.parts[-1][0] if part.base is None else str(part))
        if any(p in values.COLLECTIONS for p in protocols):
            element = s.Named([("RowItem", [])])
            if element_requirement is not None:
                if element_requirement.relation == "==":
                    element = s.substitute(element_requirement.type, mapping)
                else:
                    element = self.choose(name + ".Element", [element_requirement.type], None, mapping)
            return s.Array(element)
        for protocol in protocols:
            concrete = self.conforming(protocol)
            if concrete is not None:
                return concrete
        if protocols:
            raise Unsupported(f"no concrete type for {name}: {', '.join(protocols)} (add one to the conformance table)")
        return s.Named([("Int", [])])

    # -- the owner --------------------------------------------------------------------------------

    def owner(self):
        """The owner type spelled with its generic parameters (and theirs and requirements)."""
        parts, generics, requirements = [], [], []
        components = self.row.owner.split(".")
        for i, component in enumerate(components):
            declaration = self.generator.types.get(".".join(components[:i + 1]))
            args = []
            if declaration is not None and declaration.keyword != "protocol":
                if any(name.startswith("each") for name, _ in declaration.generics):
                    raise Unsupported("the owner has a parameter pack")
                args = [s.Named([(name, [])]) for name, _ in declaration.generics]
                generics += declaration.generics
                requirements += declaration.requirements
            parts.append((component, args))
        return s.Named(parts), generics, requirements

    def generic_clause(self, generics, requirements):
        """Makes `generics` the row function's generic parameters with `requirements`."""
        for name, constraints in generics:
            self.generics.append(name + (f": {' & '.join(map(str, constraints))}" if constraints else ""))
        for r in requirements:
            self.requirements.append(f"{r.subject} {r.relation} {r.type}")

    # -- rows -------------------------------------------------------------------------------------

    def render(self):
        d = self.declaration
        if d.keyword == "overload":
            raise Unsupported("an overload group without one signature (add a usage to the override table)")
        if d.keyword in ("macro", "associatedtype"):
            raise Unsupported(f"a {d.keyword} (add a usage to the override table)")
        if d.is_type:
            self.type_usage()
        elif d.keyword == "init":
            self.initializer_usage()
        elif self.row.owner == "SwiftUI":
            self.function_usage()
        elif self.row.owner == "EnvironmentValues" and d.keyword in ("var", "let") and not d.is_static:
            return self.environment_usage()
        elif d.keyword == "case":
            self.case_usage()
        else:
            self.member_usage()
        return self.text()

    def call_prefix(self):
        """`try `/`await ` for a call of the declaration (the body is wrapped to allow them)."""
        effects = self.declaration.effects
        return ("try " if "throws" in effects or any(e.startswith("throws(") for e in effects) else "") + (
            "await " if "async" in effects else "")

    def text(self):
        prefix = self.call_prefix()
        if "await" in prefix:
            self.body = ["Task {"] + [f"    {line}" for line in self.body] + ["}"]
        elif "try" in prefix:
            self.body = ["do {"] + [f"    {line}" for line in self.body] + ["} catch {}"]
        generics = f"<{', '.join(self.generics)}>" if self.generics else ""
        where = f" where {', '.join(self.requirements)}" if self.requirements else ""
        head = f"@MainActor func {self.prefix}{generics}({', '.join(self.parameters)}){where} {{"
        lines = self.helpers + [head] + [f"    {line}" for line in self.body] + ["}"]
        return "\n".join(lines)

    def type_usage(self):
        d = self.declaration
        path = d.name if self.row.owner == "SwiftUI" else f"{self.row.owner}.{d.name}"
        if d.keyword == "protocol":
            template = self.generator.conformances.get(path)
            if template is None:
                raise Unsupported("a protocol without an entry in the conformance table")
            self.conforming(path)
            self.body.append(f"_ = {self.prefix.capitalize()}{path.replace('.', '')}.self")
            return
        if any(a.startswith("@propertyWrapper") for a in d.attributes):
            raise Unsupported("a property wrapper (add a declaration using it to the override table)")
        if any(name.startswith("each") or "repeat" in str(r.subject) for name, _ in d.generics for r in d.requirements):
            raise Unsupported("a type with a parameter pack")
        owner, generics, requirements = self.owner() if self.row.owner != "SwiftUI" else (None, [], [])
        args = [s.Named([(name, [])]) for name, _ in d.generics]
        own = s.Named([(d.name, args)], base=owner) if owner is not None else s.Named([(d.name, args)])
        generics, requirements = generics + d.generics, requirements + d.requirements
        if generics:
            self.generic_clause(generics, requirements)
            self.parameters.append(f"_ type: {own}.Type")
        else:
            self.body.append(f"_ = {own}.self")

    def initializer_usage(self):
        d = self.declaration
        owner, owner_generics, owner_requirements = self.owner()
        if self.generator.is_protocol(self.row.owner):
            raise Unsupported("an initializer of a protocol")
        generics = owner_generics + d.generics
        mapping = self.concretize(generics, owner_requirements + d.requirements)
        used = set()
        for p in d.parameters:
            used |= s.names_in(p.type)
        arguments = self.arguments(d.parameters, mapping)
        explicit = any(name not in used for name, _ in owner_generics)
        constructed = s.substitute(owner, mapping) if explicit else s.Named([(name, []) for name, _ in owner.parts])
        self.body.append(f"_ = {self.call_prefix()}{constructed}({arguments})")

    def function_usage(self):
        d = self.declaration
        mapping = self.concretize(d.generics, d.requirements)
        call = f"{d.name}({self.arguments(d.parameters, mapping)})"
        self.body.append(f"_ = {self.call_prefix()}{call}")

    def environment_usage(self):
        d = self.declaration
        annotation = f": {d.result}" if plain(d.result) else ""
        name = d.name.strip("`")
        view = f"{self.prefix.capitalize()}View"
        body = 'Text("x")' + (f".environment(\\.{name}, value)" if d.settable else "")
        return "\n".join([
            f"struct {view}: View {{",
            f"    @Environment(\\.{name}) var value{annotation}",
            f"    var body: some View {{ {body} }}",
            "}",
        ])

    def case_usage(self):
        d = self.declaration
        owner, generics, requirements = self.owner()
        # Not generic over the owner's parameters: a type no argument mentions cannot be inferred.
        owner = s.substitute(owner, self.concretize(generics, requirements))
        arguments = f"({self.arguments(d.parameters, {})})" if d.parameters is not None else ""
        self.body.append(f"let _: {owner} = .{d.name}{arguments}")

    def member_usage(self):
        d = self.declaration
        owner, owner_generics, owner_requirements = self.owner()
        protocol = self.generator.is_protocol(self.row.owner)
        # The owner's generic parameters a member's requirement binds to one type are replaced;
        # the others stay generic in the row function.
        owner_names = {name for name, _ in owner_generics}
        bound = {}
        for r in d.requirements:
            if r.relation == "==" and r.subject in owner_names and not (s.names_in(r.type) & owner_names):
                bound[r.subject] = r.type
        # A static member's owner is spelled with concrete types (a generic parameter that no
        # argument mentions could not be inferred).
        kept = [] if d.is_static else [(name, c) for name, c in owner_generics if name not in bound]
        kept_names = {name for name, _ in kept}
        member_requirements = [r for r in d.requirements if r.subject not in bound]
        own = [r for r in member_requirements if r.subject.split(".")[0] in kept_names and r.subject.split(".")[0] not in {n for n, _ in d.generics}]
        self.generic_clause(kept, [r for r in owner_requirements if r.subject.split(".")[0] in kept_names] + own)
        if d.is_static:
            bound = self.concretize(owner_generics, owner_requirements + d.requirements)
        owner = s.substitute(owner, bound)

        mapping = dict(bound)
        static_protocol_member = protocol and d.is_static
        if protocol:
            name = self.row.owner
            if d.is_static or name not in ("View", "Shape", "InsettableShape"):
                self.generics.append(f"S: {name}")
                receiver_type = s.Named([("S", [])])
                receiver = "S" if d.is_static else "v"
                if not d.is_static:
                    self.parameters.append(f"_ v: S")
            else:
                receiver_type = s.Named([(values.CONFORMING[name][0], [])])
                receiver = values.CONFORMING[name][1]
        else:
            receiver_type = owner
            receiver = str(owner) if d.is_static else "v"
            if not d.is_static:
                self.parameters.append(f"_ v: {owner}")
        mapping["Self"] = receiver_type
        mapping = self.concretize(d.generics, member_requirements, kept=kept_names, mapping=mapping)
        result = s.substitute(d.result, mapping) if d.result is not None else None
        declared = s.substitute(d.result, bound) if d.result is not None else None

        if d.keyword == "subscript":
            access = f"{receiver}[{self.arguments(d.parameters, mapping)}]"
        else:
            access = f"{receiver}.{d.name}"
            if d.keyword == "func":
                access += f"({self.arguments(d.parameters, mapping)})"
        if static_protocol_member and declared is not None and plain(declared) and "S" not in s.names_in(result):
            # `extension ShapeStyle where Self == Color { static var red: Color }`: written as
            # `.red` where a Color is expected.
            self.generics.remove(f"S: {self.row.owner}")
            self.body.append(f"let _: {declared} = .{access.split('.', 1)[1]}")
            return
        mutating = "mutating" in d.modifiers or d.settable
        if mutating and not d.is_static:
            self.body.append(f"var w = {receiver}")
            access = "w" + access[len(receiver):]
        prefix = self.call_prefix()
        if result is not None and plain(result) and str(result) not in ("Void", "()"):
            self.body.append(f"let _: {result} = {prefix}{access}")
        else:
            self.body.append(f"_ = {prefix}{access}")
        if d.settable and d.keyword in ("var", "subscript") and not d.is_static:
            self.body.append(f"{access} = {access}")

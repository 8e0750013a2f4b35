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


# The generic parameter of a row function that stands for a type conforming to the owner
# protocol.
CONFORMING = "Conforming"


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
        self.kinds = {}  # type path -> the kind of its row
        for row in rows:
            try:
                declaration = s.parse_declaration(row.signature)
            except s.ParseError:
                continue
            if declaration.is_type:
                path = declaration.name if row.owner == "SwiftUI" else f"{row.owner}.{declaration.name}"
                self.types.setdefault(path, declaration)
                self.kinds.setdefault(path, row.kind)

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

    # -- values -------------------------------------------------------------------------------

    def conforming(self, protocol):
        """A concrete type conforming to `protocol` (a name), declaring a helper when the
        conformance table has one; None when neither table knows the protocol."""
        template = self.generator.conformances.get(protocol)
        if protocol in values.CONFORMING and (template is None or self.declaration.keyword != "protocol"):
            return s.Named([(values.CONFORMING[protocol][0], [])])
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
            if "@autoclosure" in attributes and isinstance(inner, s.Function):
                expression = self.value(inner.result)
            elif "inout" in attributes:
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

    def implied_views(self, generics, requirements):
        """The generic parameters without constraints that stand for views: the result of a
        view builder closure, or any of a view type's own (the documentation shows an
        initializer without the constraints of the extension declaring it)."""
        views = set()
        for p in self.declaration.parameters or []:
            inner, _ = s.strip_attributes(p.type)
            if p.builder == "@ViewBuilder" and isinstance(inner, s.Function) and isinstance(inner.result, s.Named):
                views.add(str(inner.result))
        if self.row.kind == "initializer":
            owner = self.generator.types.get(self.row.owner)
            if owner is not None and self.generator.kinds.get(self.row.owner) == "view":
                views |= {name for name, _ in owner.generics}
        constrained = {r.subject for r in requirements}
        return [(name, [s.Named([("View", [])])] if name in views and not constraints and name not in constrained
                 else constraints) for name, constraints in generics]

    def concretize(self, generics, requirements, kept=(), mapping=None):
        """Chooses a concrete type for each generic parameter from its constraints: the type of
        a same-type requirement, else a conforming type (an array of one for collections), else
        Double (a number that animates, compares and hashes). `kept` names stay as they are
        (the row function's own generic parameters)."""
        mapping = dict(mapping or {})
        generics = self.implied_views(generics, requirements)
        if any(name.startswith("each") for name, _ in generics):
            raise Unsupported("a parameter pack")
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
        # A choice may name another parameter chosen after it (`C.Element == Binding<V>`).
        for _ in range(len(names)):
            mapping = {name: s.substitute(t, mapping) for name, t in mapping.items()}
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
        return s.Named([("Double", [])])

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
            # A type adopting it (conformance table), or for a protocol that code does not
            # adopt, a built-in conforming value passed where the protocol is expected.
            if path in self.generator.conformances:
                self.body.append(f"_ = {self.conforming(path)}.self")
            elif path in values.CONFORMING:
                take = f"{self.prefix}Take"
                self.helpers.append(f"@MainActor func {take}(_ value: some {path}) {{}}")
                self.body.append(f"{take}({values.CONFORMING[path][1]})")
            else:
                raise Unsupported("a protocol without an entry in the conformance table")
            return
        if any(a.startswith("@propertyWrapper") for a in d.attributes):
            raise Unsupported("a property wrapper (add a declaration using it to the override table)")
        if any(name.startswith("each") for name, _ in d.generics):
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
        """`Owner(arguments)`, the owner's generic parameters inferred as in code (the
        documentation leaves out the constraints of the extension an initializer is declared
        in); a property wrapper's initializer is given its type, as a declaration would."""
        d = self.declaration
        owner, owner_generics, owner_requirements = self.owner()
        if self.generator.is_protocol(self.row.owner):
            raise Unsupported("an initializer of a protocol")
        mapping = self.concretize(owner_generics + d.generics, owner_requirements + d.requirements)
        arguments = self.arguments(d.parameters, mapping)
        bare = s.Named([(name, []) for name, _ in owner.parts])
        declaration = self.generator.types.get(self.row.owner)
        wrapper = declaration is not None and any(a.startswith("@propertyWrapper") for a in declaration.attributes)
        # A property wrapper's, or an initializer without parameters, of a generic type.
        stated = (wrapper or not d.parameters) and owner_generics
        annotation = f": {s.substitute(owner, mapping)}" if stated else ""
        self.body.append(f"let value{annotation} = {self.call_prefix()}{bare}({arguments})")

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
        # The property read directly first: a missing one is reported as missing, rather than
        # through @Environment's initializers.
        return "\n".join([
            f"struct {view}: View {{",
            f"    static func read(_ values: EnvironmentValues) {{ let _{annotation} = values.{name} }}",
            f"    @Environment(\\.{name}) var value{annotation}",
            f"    var body: some View {{ {body} }}",
            "}",
        ])

    def case_usage(self):
        d = self.declaration
        owner, generics, requirements = self.owner()
        # Not generic over the owner's parameters: a type no argument mentions cannot be inferred.
        mapping = self.concretize(generics, requirements)
        owner = s.substitute(owner, mapping)
        arguments = f"({self.arguments(d.parameters, mapping)})" if d.parameters is not None else ""
        self.body.append(f"let _: {owner} = .{d.name}{arguments}")

    def member_usage(self):
        d = self.declaration
        if self.generator.is_protocol(self.row.owner):
            if d.is_static:
                return self.static_protocol_member()
            return self.instance_member_of_protocol()
        owner, owner_generics, owner_requirements = self.owner()
        if d.is_static:
            # Spelled with concrete types: a generic parameter no argument mentions could not be
            # inferred.
            mapping = self.concretize(owner_generics + d.generics, owner_requirements + d.requirements)
            owner = s.substitute(owner, mapping)
            mapping["Self"] = owner
            result = s.substitute(d.result, mapping) if d.result is not None else None
            same = isinstance(result, s.Named) and [n for n, _ in result.parts] == [n for n, _ in owner.parts]
            # `let _: Angle = .zero`, as code writes a static member of the type it expects.
            receiver = "" if same and plain(result) else str(owner)
            return self.access(receiver, result, mapping, inferred=self.uninferred(d))
        # An instance member: on a parameter of the owner type, generic over the owner's generic
        # parameters except those a requirement of the member binds to one type.
        names = {name for name, _ in owner_generics}
        bound = {r.subject: r.type for r in d.requirements
                 if r.relation == "==" and r.subject in names and not (s.names_in(r.type) & names)}
        kept = [(name, c) for name, c in owner_generics if name not in bound]
        kept_names = {name for name, _ in kept}
        member_names = {name for name, _ in d.generics}
        own = [r for r in d.requirements if r.subject not in bound and r.subject.split(".")[0] in kept_names
               and r.subject.split(".")[0] not in member_names]
        self.generic_clause(kept, [r for r in owner_requirements if r.subject.split(".")[0] in kept_names] + own)
        owner = s.substitute(owner, bound)
        self.parameters.append(f"_ v: {owner}")
        mapping = dict(bound, Self=owner)
        mapping = self.concretize(d.generics, [r for r in d.requirements if r.subject not in bound], kept=kept_names, mapping=mapping)
        result = s.substitute(d.result, mapping) if d.result is not None else None
        self.access("v", result, mapping)

    def instance_member_of_protocol(self):
        """On `Text("x")` for View, `Rectangle()` for Shape, a generic parameter otherwise."""
        d = self.declaration
        name = self.row.owner
        if name in ("View", "Shape", "InsettableShape"):
            receiver_type, receiver = s.Named([(values.CONFORMING[name][0], [])]), values.CONFORMING[name][1]
        else:
            self.generics.append(f"{CONFORMING}: {name}")
            self.parameters.append(f"_ v: {CONFORMING}")
            receiver_type, receiver = s.Named([(CONFORMING, [])]), "v"
        mapping = self.concretize(d.generics, d.requirements, mapping={"Self": receiver_type})
        result = s.substitute(d.result, mapping) if d.result is not None else None
        self.access(receiver, result, mapping)

    def static_protocol_member(self):
        """A static member of a protocol. One an extension declares for a conforming type
        (`extension ShapeStyle where Self == Color { static var red: Color }`) is written where
        the protocol is expected, `.red`, as `.foregroundStyle(.red)` does; a requirement (its
        type mentions `Self.` or is a plain value type) is read on a generic conforming type."""
        d = self.declaration
        name = self.row.owner
        mapping = self.concretize(d.generics, d.requirements, mapping={"Self": s.Named([(CONFORMING, [])])})
        result = s.substitute(d.result, mapping) if d.result is not None else None
        requirement = d.result is None or "Self." in str(d.result) or str(d.result) in values.BASIC
        if requirement:
            self.generics.append(f"{CONFORMING}: {name}")
            self.parameters.append(f"_ type: {CONFORMING}.Type")
            return self.access(CONFORMING, result, mapping)
        take = f"{self.prefix}Take"
        self.helpers.append(f"@MainActor func {take}(_ value: some {name}) {{}}")
        self.body.append(f"{take}({self.member_expression('', mapping)})")

    def uninferred(self, d):
        """Whether a generic parameter of the member appears in no parameter (then only the
        declared result type can fix it)."""
        used = set()
        for p in d.parameters or []:
            used |= s.names_in(p.type)
        return any(name not in used for name, _ in d.generics)

    def member_expression(self, receiver, mapping):
        """`receiver.name`, `receiver.name(arguments)` or `receiver[arguments]`; the arguments
        are made once, so the expression can be written twice."""
        d = self.declaration
        if not hasattr(self, "_arguments"):
            self._arguments = self.arguments(d.parameters, mapping) if d.parameters is not None else ""
        if d.keyword == "subscript":
            return f"{receiver}[{self._arguments}]"
        return f"{receiver}.{d.name}" + (f"({self._arguments})" if d.keyword == "func" else "")

    def access(self, receiver, result, mapping, inferred=False):
        """Reads or calls the member on `receiver` (a type, a value, or "" for an implicit
        member), stating the documented type of the result where it is a plain type; assigns a
        settable property or subscript, and calls a mutating method, on a variable."""
        d = self.declaration
        settable = d.settable and d.keyword in ("var", "subscript") and not d.is_static
        if ("mutating" in d.modifiers or settable) and receiver:
            self.body.append(f"var w = {receiver}")
            receiver = "w"
        expression = self.call_prefix() + self.member_expression(receiver, mapping)
        void = result is None or str(result) in ("Void", "()")
        if not void and (plain(result) or inferred):
            self.body.append(f"let value: {result} = {expression}")
        else:
            self.body.append(f"{'' if void else 'let value = '}{expression}")
        if settable:
            self.body.append(f"{self.member_expression(receiver, mapping)} = value")

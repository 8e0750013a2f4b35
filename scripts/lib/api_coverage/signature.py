"""Parses the declarations of SwiftUI's documentation (one line of Swift, as the documentation
page shows it) into what the usage generator needs: the declaration's keyword, name, generic
parameters with their constraints, parameters (label, type, default), result type and where
clause, and types as small trees that can be printed again with generic parameters replaced.

Only the declaration grammar that the documentation uses is handled; anything else raises
`ParseError`, which the generator reports for that row."""

import re
from dataclasses import dataclass, field


class ParseError(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Tokens

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<ident>`[^`]+`|[A-Za-z_$][A-Za-z0-9_$]*)
  | (?P<number>[0-9][0-9_.]*)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<arrow>->)
  | (?P<ellipsis>\.\.\.)
  | (?P<punct>[()\[\]{}<>,:.?!&=@])
  | (?P<op>[-+*/%^|~<>=!&.]+)
""", re.VERBOSE)


def tokenize(text):
    tokens, pos = [], 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if not match:
            raise ParseError(f"unexpected character {text[pos]!r}")
        if match.lastgroup != "space":
            tokens.append(match.group())
        pos = match.end()
    return tokens


def _scan(text):
    """(index, character, depth) for each character of `text` outside string literals, an
    arrow's `->` left out; depth is the number of brackets, braces, parentheses and angle
    brackets open before the character."""
    depth, i = 0, 0
    while i < len(text):
        c = text[i]
        if text.startswith("->", i):
            i += 2
            continue
        if c == '"':
            i = text.index('"', i + 1) + 1
            continue
        yield i, c, depth
        depth += c in "([{<"
        depth -= c in ")]}>"
        i += 1


def split_top_level(text, separator=","):
    """Splits at `separator` (one character) outside brackets, braces, parentheses, angle
    brackets and strings."""
    parts, start = [], 0
    for i, c, depth in _scan(text):
        if depth == 0 and c == separator:
            parts.append(text[start:i].strip())
            start = i + 1
    last = text[start:].strip()
    if last or parts:
        parts.append(last)
    return parts


# ---------------------------------------------------------------------------------------------
# Types

@dataclass
class Named:
    """`A<B>.C`: one part per dotted component, each with its generic arguments. `base`, when
    set, is a type that stands before the first part (a generic parameter replaced by a type:
    `Data.Element` with Data = [Item] is `[Item].Element`)."""
    parts: list  # [(name, [Type])]
    base: object = None

    def __str__(self):
        text = ".".join(name + (f"<{', '.join(map(str, args))}>" if args else "") for name, args in self.parts)
        return f"{self.base}.{text}" if self.base is not None else text

    @property
    def head(self):
        return self.parts[0][0] if self.base is None else None


@dataclass
class Optional:
    wrapped: object
    implicit: bool = False

    def __str__(self):
        inner = str(self.wrapped)
        if isinstance(self.wrapped, (Function, Composition, Opaque, Attributed)):
            inner = f"({inner})"
        return inner + ("!" if self.implicit else "?")


@dataclass
class Array:
    element: object

    def __str__(self):
        return f"[{self.element}]"


@dataclass
class Dictionary:
    key: object
    value: object

    def __str__(self):
        return f"[{self.key}: {self.value}]"


@dataclass
class Tuple:
    elements: list  # [(label or None, Type)]

    def __str__(self):
        return "(" + ", ".join((f"{label}: " if label else "") + str(t) for label, t in self.elements) + ")"


@dataclass
class Function:
    parameters: list  # [Type]
    result: object
    effects: list = field(default_factory=list)  # async, throws, throws(E), rethrows

    def __str__(self):
        effects = "".join(f" {e}" for e in self.effects)
        return f"({', '.join(map(str, self.parameters))}){effects} -> {self.result}"


@dataclass
class Opaque:
    """`some P` or `any P`."""
    keyword: str
    constraint: object

    def __str__(self):
        return f"{self.keyword} {self.constraint}"


@dataclass
class Composition:
    parts: list

    def __str__(self):
        return " & ".join(map(str, self.parts))


@dataclass
class Metatype:
    instance: object
    keyword: str  # Type or Protocol

    def __str__(self):
        inner = str(self.instance)
        if isinstance(self.instance, (Opaque, Composition, Function)):
            inner = f"({inner})"
        return f"{inner}.{self.keyword}"


@dataclass
class Attributed:
    """A type with attributes or specifiers: `@escaping @Sendable () -> Void`, `inout T`."""
    attributes: list
    inner: object

    def __str__(self):
        return " ".join(self.attributes + [str(self.inner)])


@dataclass
class Variadic:
    element: object

    def __str__(self):
        return f"{self.element}..."


_SPECIFIERS = {"inout", "sending", "borrowing", "consuming", "isolated", "__owned", "__shared", "repeat", "each"}


class _TypeParser:
    def __init__(self, tokens):
        self.tokens, self.i = tokens, 0

    def peek(self, offset=0):
        j = self.i + offset
        return self.tokens[j] if j < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ParseError(f"expected {expected or 'a token'}, found {token}")
        self.i += 1
        return token

    def type(self):
        attributes = []
        while True:
            if self.peek() == "@":
                self.take()
                name = "@" + self.take()
                if name in ("@convention", "@differentiable", "@isolated") and self.peek() == "(":
                    name += self.balanced("(", ")")
                attributes.append(name)
            elif self.peek() in _SPECIFIERS:
                attributes.append(self.take())
            else:
                break
        if self.peek() in ("some", "any"):
            keyword = self.take()
            inner = Opaque(keyword, self.composition())
        else:
            inner = self.composition()
        if self.peek() == "...":
            self.take()
            inner = Variadic(inner)
        return Attributed(attributes, inner) if attributes else inner

    def balanced(self, open_, close):
        text, depth = "", 0
        while True:
            token = self.take()
            text += token
            depth += token == open_
            depth -= token == close
            if depth == 0:
                return text

    def composition(self):
        parts = [self.postfix()]
        while self.peek() == "&":
            self.take()
            parts.append(self.postfix())
        return parts[0] if len(parts) == 1 else Composition(parts)

    def postfix(self):
        t = self.primary()
        while True:
            if self.peek() in ("?", "!"):
                t = Optional(t, implicit=self.take() == "!")
            elif self.peek() == "." and self.peek(1) in ("Type", "Protocol"):
                self.take()
                t = Metatype(t, self.take())
            elif self.peek() == "." and not isinstance(t, Named):
                self.take()
                t = Named(self.named_parts(), base=t)
            else:
                return t

    def primary(self):
        token = self.peek()
        if token == "(":
            return self.parenthesised()
        if token == "[":
            self.take()
            key = self.type()
            if self.peek() == ":":
                self.take()
                value = self.type()
                self.take("]")
                return Dictionary(key, value)
            self.take("]")
            return Array(key)
        if token is None or not re.match(r"[A-Za-z_`$]", token):
            raise ParseError(f"expected a type, found {token}")
        return Named(self.named_parts())

    def named_parts(self):
        parts = []
        while True:
            name = self.take()
            args = []
            if self.peek() == "<":
                self.take()
                while self.peek() != ">":
                    args.append(self.type())
                    if self.peek() == ",":
                        self.take()
                self.take(">")
            parts.append((name, args))
            if self.peek() == "." and self.peek(1) not in ("Type", "Protocol") and re.match(r"[A-Za-z_`]", self.peek(1) or ""):
                self.take()
                continue
            return parts

    def parenthesised(self):
        self.take("(")
        elements = []
        while self.peek() != ")":
            label = None
            if re.match(r"[A-Za-z_`]", self.peek() or "") and self.peek(1) == ":":
                label = self.take()
                self.take(":")
            elif re.match(r"[A-Za-z_`]", self.peek() or "") and re.match(r"[A-Za-z_`]", self.peek(1) or "") and self.peek(2) == ":":
                self.take()  # `_ name:` in a function type
                label = self.take()
                self.take(":")
            elements.append((label, self.type()))
            if self.peek() == ",":
                self.take()
        self.take(")")
        effects = []
        while self.peek() in ("async", "throws", "rethrows"):
            effect = self.take()
            if effect == "throws" and self.peek() == "(":
                effect += self.balanced("(", ")")
            effects.append(effect)
        if self.peek() == "->":
            self.take()
            return Function([t for _, t in elements], self.type(), effects)
        if len(elements) == 1 and elements[0][0] is None:
            return elements[0][1]
        return Tuple(elements)


def parse_type(text):
    parser = _TypeParser(tokenize(text))
    t = parser.type()
    if parser.peek() is not None:
        raise ParseError(f"unexpected {parser.peek()!r} after the type {t}")
    return t


def strip_attributes(t):
    """The type without attributes and specifiers, and those attributes."""
    if isinstance(t, Attributed):
        return t.inner, t.attributes
    return t, []


def substitute(t, mapping):
    """`t` with generic parameter names replaced by the types in `mapping` (name -> Type)."""
    if isinstance(t, Named):
        parts = [(name, [substitute(a, mapping) for a in args]) for name, args in t.parts]
        base = substitute(t.base, mapping) if t.base is not None else None
        if base is None and parts[0][0] in mapping and not parts[0][1]:
            replacement = mapping[parts[0][0]]
            if len(parts) == 1:
                return replacement
            return Named(parts[1:], base=replacement)
        return Named(parts, base)
    if isinstance(t, Optional):
        return Optional(substitute(t.wrapped, mapping), t.implicit)
    if isinstance(t, Array):
        return Array(substitute(t.element, mapping))
    if isinstance(t, Dictionary):
        return Dictionary(substitute(t.key, mapping), substitute(t.value, mapping))
    if isinstance(t, Tuple):
        return Tuple([(label, substitute(e, mapping)) for label, e in t.elements])
    if isinstance(t, Function):
        return Function([substitute(p, mapping) for p in t.parameters], substitute(t.result, mapping), t.effects)
    if isinstance(t, Opaque):
        return Opaque(t.keyword, substitute(t.constraint, mapping))
    if isinstance(t, Composition):
        return Composition([substitute(p, mapping) for p in t.parts])
    if isinstance(t, Metatype):
        return Metatype(substitute(t.instance, mapping), t.keyword)
    if isinstance(t, Attributed):
        return Attributed(t.attributes, substitute(t.inner, mapping))
    if isinstance(t, Variadic):
        return Variadic(substitute(t.element, mapping))
    return t


def names_in(t):
    """Every first component of a named type in `t` (to find the generic parameters it uses)."""
    if isinstance(t, Named):
        found = {t.parts[0][0]} if t.base is None else names_in(t.base)
        for _, args in t.parts:
            for a in args:
                found |= names_in(a)
        return found
    children = {
        Optional: lambda: [t.wrapped], Array: lambda: [t.element], Dictionary: lambda: [t.key, t.value],
        Tuple: lambda: [e for _, e in t.elements], Function: lambda: t.parameters + [t.result],
        Opaque: lambda: [t.constraint], Composition: lambda: t.parts, Metatype: lambda: [t.instance],
        Attributed: lambda: [t.inner], Variadic: lambda: [t.element],
    }[type(t)]()
    found = set()
    for child in children:
        found |= names_in(child)
    return found


# ---------------------------------------------------------------------------------------------
# Declarations

@dataclass
class Parameter:
    label: str  # the argument label, "" for none
    name: str
    type: object
    default: str = None
    attributes: list = field(default_factory=list)  # @ViewBuilder and other builders

    @property
    def builder(self):
        return next((a for a in self.attributes if a.endswith("Builder") or "Builder<" in a), None)


@dataclass
class Requirement:
    subject: str   # `Content`, `Data.Element`
    relation: str  # ":" or "=="
    type: object


@dataclass
class Declaration:
    keyword: str  # func, init, var, let, case, subscript, struct, enum, class, actor, protocol, typealias, macro, overload
    name: str = ""
    attributes: list = field(default_factory=list)
    modifiers: list = field(default_factory=list)
    generics: list = field(default_factory=list)  # [(name, [Type])]
    parameters: list = None  # None for a property or payload-less case
    result: object = None  # the property's, function's or subscript's type
    requirements: list = field(default_factory=list)
    inherits: list = field(default_factory=list)
    settable: bool = False
    failable: bool = False
    effects: list = field(default_factory=list)

    @property
    def is_static(self):
        return "static" in self.modifiers or "class" in self.modifiers

    @property
    def is_type(self):
        return self.keyword in ("struct", "enum", "class", "actor", "protocol", "typealias")


_MODIFIERS = {"nonisolated", "public", "open", "final", "static", "class", "mutating", "nonmutating",
              "convenience", "required", "optional", "override", "dynamic", "indirect", "consuming", "borrowing",
              "lazy", "weak", "unowned", "prefix", "postfix", "infix"}


def parse_generics(tokens_text):
    """`A, B : View, each C` -> [(name, [Type])]."""
    generics = []
    for part in split_top_level(tokens_text):
        name, _, constraint = part.partition(":")
        name = name.strip()  # a parameter pack keeps its `each`
        generics.append((name, [parse_type(constraint)] if constraint.strip() else []))
    return generics


def parse_requirements(text):
    requirements = []
    for part in split_top_level(text):
        if "==" in part:
            subject, _, rhs = part.partition("==")
            requirements.append(Requirement(subject.strip(), "==", parse_type(rhs)))
        else:
            subject, _, rhs = part.partition(":")
            requirements.append(Requirement(subject.strip(), ":", parse_type(rhs)))
    return requirements


def parse_parameters(text, subscript=False):
    parameters = []
    for part in split_top_level(text):
        head, default = part, None
        equals = _top_level_equals(part)
        if equals is not None:
            head, default = part[:equals].strip(), part[equals + 1:].strip()
        names, _, type_text = _partition_top_level_colon(head)
        attributes = []
        while True:
            match = re.match(r"\s*(@[A-Za-z_]+(<[^>]*>)?)", names)
            if not match:
                break
            attributes.append(match.group(1))
            names = names[match.end():]
        words = names.split()
        if not words or len(words) > 2:
            raise ParseError(f"cannot read the parameter {part!r}")
        if len(words) == 2:
            label, name = words
        else:
            label, name = ("" if subscript else words[0]), words[0]
        parameters.append(Parameter("" if label == "_" else label, name, parse_type(type_text), default, attributes))
    return parameters


def _top_level_equals(text):
    """The index of the `=` that starts a default value, or None."""
    for i, c, depth in _scan(text):
        if c == "=" and depth == 0 and text[i + 1:i + 2] != "=" and text[i - 1:i] not in ("=", "!", "<", ">"):
            return i
    return None


def _partition_top_level_colon(text):
    parts = split_top_level(text, ":")
    if len(parts) < 2:
        raise ParseError(f"no type in the parameter {text!r}")
    return parts[0], ":", ":".join(parts[1:])


def _matching(text, start):
    """The index just after the bracket that closes the one at `start`."""
    for i, c, depth in _scan(text[start:]):
        if i > 0 and depth == 1 and c in ")]}>":
            return start + i + 1
    raise ParseError(f"unbalanced {text[start]}")


def parse_declaration(signature):
    text = signature.strip()
    if text.startswith("(overload group"):
        return Declaration("overload")
    declaration = Declaration("")
    # Attributes and modifiers.
    while True:
        if text.startswith("@"):
            match = re.match(r"@[A-Za-z_]+", text)
            end = match.end()
            if text[end:end + 1] == "(":
                end = _matching(text, end)
            declaration.attributes.append(text[:end])
            text = text[end:].lstrip()
            continue
        match = re.match(r"([a-z]+)(\([a-z]+\))?\s+", text)
        if match and match.group(1) in _MODIFIERS and not re.match(r"class\s+[A-Z]", text):
            declaration.modifiers.append(match.group(1))
            text = text[match.end():]
            continue
        break
    match = re.match(r"(func|init|var|let|case|subscript|struct|enum|class|actor|protocol|typealias|associatedtype|macro)\b", text)
    if not match:
        raise ParseError(f"no declaration keyword in {signature!r}")
    declaration.keyword = match.group(1)
    text = text[match.end():].lstrip()
    parse = {
        "func": _parse_function, "init": _parse_function, "subscript": _parse_function, "macro": _parse_function,
        "var": _parse_property, "let": _parse_property, "case": _parse_case,
    }.get(declaration.keyword, _parse_type_declaration)
    parse(declaration, text)
    return declaration


def _parse_where(declaration, text):
    text = text.strip()
    if text.startswith("where"):
        declaration.requirements += parse_requirements(text[len("where"):])
    elif text:
        raise ParseError(f"unexpected {text!r}")


_NAME = r"`[^`]+`|[A-Za-z_$][A-Za-z0-9_]*"


def _take_name(declaration, text, pattern=_NAME):
    """Reads the declaration's name at the start of `text`; returns the rest."""
    match = re.match(rf"({pattern})\s*", text)
    if not match:
        raise ParseError(f"no {declaration.keyword} name in {text!r}")
    declaration.name = match.group(1)
    return text[match.end():]


def _take_generics(declaration, text):
    """Reads a generic parameter clause `<…>` at the start of `text`, if any; returns the rest."""
    if text.startswith("<"):
        end = _matching(text, 0)
        declaration.generics = parse_generics(text[1:end - 1])
        text = text[end:].lstrip()
    return text


def _parse_function(declaration, text):
    if declaration.keyword == "init":
        if text[:1] in "?!":
            declaration.failable = True
            text = text[1:]
    elif declaration.keyword != "subscript":
        text = _take_name(declaration, text, _NAME + r"|[-+*/%^|~<>=!&.]+")
    text = _take_generics(declaration, text)
    if not text.startswith("("):
        raise ParseError(f"no parameter list in {text!r}")
    end = _matching(text, 0)
    declaration.parameters = parse_parameters(text[1:end - 1], subscript=declaration.keyword == "subscript")
    text = text[end:].strip()
    while True:
        match = re.match(r"(async|throws(\([^)]*\))?|rethrows)\s*", text)
        if not match:
            break
        declaration.effects.append(match.group(1))
        text = text[match.end():]
    accessors = re.search(r"\{\s*(get|set)[^}]*\}\s*$", text)
    if accessors:
        declaration.settable = "set" in accessors.group()
        text = text[:accessors.start()].strip()
    if text.startswith("->"):
        where = _where_index(text)
        declaration.result = parse_type(text[2:where])
        text = text[where:]
    _parse_where(declaration, text)


def _where_index(text):
    match = re.search(r"(^|\s)where\s", text)
    return match.start() if match else len(text)


def _parse_property(declaration, text):
    text = _take_name(declaration, text)
    if not text.startswith(":"):
        raise ParseError(f"no type after the property's name in {text!r}")
    text = text[1:].lstrip()
    accessors = re.search(r"\{([^{}]*)\}\s*$", text)
    if accessors and re.fullmatch(r"\s*((mutating|nonmutating)?\s*(get|set)\s*)*", accessors.group(1)):
        declaration.settable = "set" in accessors.group(1)
        text = text[:accessors.start()]
    else:
        declaration.settable = declaration.keyword == "var"
    equals = _top_level_equals(text)
    if equals is not None:
        text = text[:equals]
    declaration.result = parse_type(text)


def _parse_case(declaration, text):
    text = _take_name(declaration, text)
    if text.startswith("("):
        end = _matching(text, 0)
        declaration.parameters = []
        for part in split_top_level(text[1:end - 1]):
            equals = _top_level_equals(part)
            default = part[equals + 1:].strip() if equals is not None else None
            part = part[:equals] if equals is not None else part
            colon = split_top_level(part, ":")
            if len(colon) == 2 and re.fullmatch(r"\s*[A-Za-z_`][A-Za-z0-9_`]*\s*", colon[0]):
                declaration.parameters.append(Parameter(colon[0].strip(), colon[0].strip(), parse_type(colon[1]), default))
            else:
                declaration.parameters.append(Parameter("", "", parse_type(part), default))
        text = text[end:]
    if text.strip():
        raise ParseError(f"unexpected {text!r} after the case")


def _parse_type_declaration(declaration, text):
    text = _take_generics(declaration, _take_name(declaration, text))
    where = _where_index(text)
    head, rest = text[:where].strip(), text[where:]
    if declaration.keyword == "typealias" and head.startswith("="):
        declaration.result = parse_type(head[1:])
    elif head.startswith(":"):
        declaration.inherits = [parse_type(p) for p in split_top_level(head[1:])]
    elif head:
        raise ParseError(f"unexpected {head!r}")
    _parse_where(declaration, rest)

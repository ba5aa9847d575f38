#pragma once
// The result of parsing text: a value, or a message that says what is wrong and where.
// Parsers in the engine never throw and never crash on bad input; they return one of these.

#include <optional>
#include <string>
#include <utility>

namespace eschess {

template <class T> class Parsed {
public:
    Parsed(T value) : m_value(std::move(value)) {}
    static Parsed failure(std::string message) {
        Parsed p;
        p.m_error = std::move(message);
        return p;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return m_error; }
    T& value() { return *m_value; }
    const T& value() const { return *m_value; }
    T& operator*() { return *m_value; }
    const T& operator*() const { return *m_value; }
    T* operator->() { return &*m_value; }
    const T* operator->() const { return &*m_value; }

private:
    Parsed() = default;
    std::optional<T> m_value;
    std::string m_error;
};

} // namespace eschess

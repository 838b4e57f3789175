extension UnitLength: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "km": UnitLength.kilometers, "kilometer": UnitLength.kilometers, "kilometers": UnitLength.kilometers,
            "kilometre": UnitLength.kilometers, "kilometres": UnitLength.kilometers, "k": UnitLength.kilometers,
            "m": UnitLength.meters, "meter": UnitLength.meters, "meters": UnitLength.meters, "metre": UnitLength.meters,
            "metres": UnitLength.meters, "cm": UnitLength.centimeters, "centimeters": UnitLength.centimeters,
            "centimetres": UnitLength.centimeters, "mi": UnitLength.miles, "mile": UnitLength.miles,
            "miles": UnitLength.miles, "ft": UnitLength.feet, "foot": UnitLength.feet, "feet": UnitLength.feet,
            "in": UnitLength.inches, "inch": UnitLength.inches, "inches": UnitLength.inches,
            "yd": UnitLength.yards, "yard": UnitLength.yards, "yards": UnitLength.yards,
        ]
    }
}

extension UnitMass: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "kg": UnitMass.kilograms, "kilo": UnitMass.kilograms, "kilos": UnitMass.kilograms,
            "kilogram": UnitMass.kilograms, "kilograms": UnitMass.kilograms, "g": UnitMass.grams,
            "gram": UnitMass.grams, "grams": UnitMass.grams, "lb": UnitMass.pounds, "lbs": UnitMass.pounds,
            "pound": UnitMass.pounds, "pounds": UnitMass.pounds, "oz": UnitMass.ounces, "ounce": UnitMass.ounces,
            "ounces": UnitMass.ounces,
        ]
    }
}

extension UnitDuration: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "h": UnitDuration.hours, "hr": UnitDuration.hours, "hour": UnitDuration.hours, "hours": UnitDuration.hours,
            "min": UnitDuration.minutes, "mins": UnitDuration.minutes, "minute": UnitDuration.minutes,
            "minutes": UnitDuration.minutes, "s": UnitDuration.seconds, "sec": UnitDuration.seconds,
            "secs": UnitDuration.seconds, "second": UnitDuration.seconds, "seconds": UnitDuration.seconds,
        ]
    }
}

extension UnitTemperature: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "c": UnitTemperature.celsius, "°c": UnitTemperature.celsius, "celsius": UnitTemperature.celsius,
            "centigrade": UnitTemperature.celsius, "f": UnitTemperature.fahrenheit, "°f": UnitTemperature.fahrenheit,
            "fahrenheit": UnitTemperature.fahrenheit, "k": UnitTemperature.kelvin, "kelvin": UnitTemperature.kelvin,
        ]
    }
}

extension UnitVolume: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "l": UnitVolume.liters, "liter": UnitVolume.liters, "liters": UnitVolume.liters, "litre": UnitVolume.liters,
            "litres": UnitVolume.liters, "ml": UnitVolume.milliliters, "milliliters": UnitVolume.milliliters,
            "millilitres": UnitVolume.milliliters, "cup": UnitVolume.cups, "cups": UnitVolume.cups,
            "gallon": UnitVolume.gallons, "gallons": UnitVolume.gallons, "floz": UnitVolume.fluidOunces,
        ]
    }
}

extension UnitSpeed: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        ["kph": UnitSpeed.kilometersPerHour, "km/h": UnitSpeed.kilometersPerHour, "mph": UnitSpeed.milesPerHour]
    }
}

extension UnitEnergy: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "kcal": UnitEnergy.kilocalories, "calorie": UnitEnergy.kilocalories, "calories": UnitEnergy.kilocalories,
            "kilocalories": UnitEnergy.kilocalories, "kj": UnitEnergy.kilojoules, "kilojoules": UnitEnergy.kilojoules,
            "j": UnitEnergy.joules, "joules": UnitEnergy.joules, "kwh": UnitEnergy.kilowattHours,
        ]
    }
}

extension UnitInformationStorage: SpokenDimension {
    public static var spokenUnits: [String: Dimension] {
        [
            "kb": UnitInformationStorage.kilobytes, "kilobytes": UnitInformationStorage.kilobytes,
            "mb": UnitInformationStorage.megabytes, "megabytes": UnitInformationStorage.megabytes,
            "gb": UnitInformationStorage.gigabytes, "gigabytes": UnitInformationStorage.gigabytes,
            "tb": UnitInformationStorage.terabytes, "terabytes": UnitInformationStorage.terabytes,
            "bytes": UnitInformationStorage.bytes,
        ]
    }
}
